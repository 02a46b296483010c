// Which portal the address opens in the editor: /portals-main/{id}… for members, /portals-guest/{id} for the
// guest demo. Every editor route (the editor, its layout or history item, its experiments) starts so.
import { RoutePath } from "@/shared/config"

export interface EditorAddress {
  readonly portalId: number
  readonly guest: boolean
}

const editorPath = new RegExp(`^(${RoutePath.PortalsMain}|${RoutePath.PortalsGuest})/(\\d+)(?:/|$)`)

export const editorAddressOf = (pathname: string): EditorAddress | null => {
  const match = editorPath.exec(pathname)
  if (match === null) return null
  const portalId = Number(match[2])
  return Number.isSafeInteger(portalId) && portalId > 0 ? { portalId, guest: match[1] === RoutePath.PortalsGuest } : null
}
