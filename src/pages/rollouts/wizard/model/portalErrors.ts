// A 422 about the chosen portals names them by place (portal_ids.N): each message goes to the portal at that
// place in the list sent, to be shown on its row. Messages about anything else are left to the caller.
import type { ApiError } from "@/shared/api"

const PORTAL_KEY = /^portal_ids\.(\d+)$/
const PORTAL_MESSAGE = /^portal_ids\.(\d+): (.+)$/s

export const portalErrorsOf = (error: ApiError, portalIds: ReadonlyArray<number>): ReadonlyMap<number, string> => {
  const found = new Map<number, string>()
  const put = (place: string | undefined, message: string | undefined) => {
    const id = portalIds[Number(place)]
    if (id !== undefined && message !== undefined && !found.has(id)) found.set(id, message)
  }
  if (error.fieldErrors !== undefined) {
    for (const [key, messages] of Object.entries(error.fieldErrors)) put(PORTAL_KEY.exec(key)?.[1], messages[0])
  } else {
    const named = PORTAL_MESSAGE.exec(error.serverMessage ?? "")
    put(named?.[1], named?.[2])
  }
  return found
}
