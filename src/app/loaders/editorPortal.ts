// The editor routes' loader (main-detail rule, spec 1 section 4): read the portal into the query cache (the
// editor and its drawers read it there, useOpenPortal) and send one that was never set up to /sr-setup?portal={id}.
// Spec 1 section 8: a portal whose CRM refresh token went bad (status_code 40001 or 'missing or invalid
// refresh token') is reconnected: its id is kept as reconnect_portal_id and the browser goes to the CRM
// sign-in address. GET /portals/{id} itself does not reach the CRM, so the same failure mostly comes from
// the calls made inside the open portal (Modules and Files drawers, page creation); every such failure is
// signalled by the API client and starts the same reconnect for the portal that is open.
import { redirect } from "@tanstack/react-router"
import { Either } from "effect"

import {
  type EditorAddress,
  editorAddressOf,
  holdPendingCrmAction,
  openingOf,
  openPortalAudience,
  openPortalQuery,
  type PortalOpening,
  reconnectPortal
} from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { type ApiError, onCrmReconnectError } from "@/shared/api"
import { srSetupHref } from "@/shared/config"

import type { RouterContext } from "../router/context.ts"

interface ReconnectWatch {
  /** The member's portal open in the editor; null while none (or the guest demo) is. */
  portalId: number | null
  /** A reconnect is under way: further 40001 answers do not ask for another address. */
  reconnecting: boolean
}

const inEditorOf = (portalId: number): boolean => {
  const address = editorAddressOf(window.location.pathname)
  return address !== null && !address.guest && address.portalId === portalId
}

const watches = new WeakMap<RouterContext["store"], ReconnectWatch>()

const startReconnect = async (context: RouterContext, watch: ReconnectWatch, portalId: number): Promise<void> => {
  if (watch.reconnecting) return
  watch.reconnecting = true
  // The action whose answer asked for this waits over the consent round trip (resumed in the editor).
  holdPendingCrmAction(portalId)
  const { runtime } = await context.api.ready()
  const leaving = await runtime.runPromise(reconnectPortal(portalId))
  // The address could not be had (swallowed, spec 1 section 8): a later failure may try again.
  if (!leaving) watch.reconnecting = false
}

/** One listener per app store: a 40001 from any call reconnects the portal open in the editor. */
const reconnectWatch = (context: RouterContext): ReconnectWatch => {
  const known = watches.get(context.store)
  if (known !== undefined) return known
  const watch: ReconnectWatch = { portalId: null, reconnecting: false }
  watches.set(context.store, watch)
  onCrmReconnectError(() => {
    // Only while the browser is still in that portal's editor (not on the list or the setup wizard).
    const { portalId } = watch
    if (portalId !== null && inEditorOf(portalId)) void startReconnect(context, watch, portalId)
  })
  return watch
}

export const loadEditorPortal = async (context: RouterContext, viewer: "member" | "guest", portalId: number): Promise<PortalOpening> => {
  const watch = reconnectWatch(context)
  // The portal being opened handles its own failure below; nothing else is open meanwhile.
  watch.portalId = null
  const address: EditorAddress = { portalId, guest: viewer === "guest" }
  const flags = context.store.get(roleFlagsAtom)
  // fetchQuery, not ensureQueryData: an answer from a moment ago is used as it is, but an older or
  // invalidated one is read again, so the editor opens on the portal as it is now (set up, upgraded).
  const { queryClient } = await context.api.ready()
  const read = await queryClient.fetchQuery(openPortalQuery(address, flags)).then(
    (portal) => Either.right(portal),
    // The query function fails with the request's ApiError only (runQuery).
    (error: unknown) => Either.left(error as ApiError)
  )
  const opening = openingOf(openPortalAudience(address, flags), portalId, read)
  if (opening.kind === "setup-needed") throw redirect({ href: srSetupHref(opening.portalId) })
  if (opening.kind === "ready" && viewer === "member") watch.portalId = opening.portal.id
  // openingOf has kept reconnect_portal_id; the page says the portal must be reconnected while the
  // browser leaves for the CRM. Other failures show the server's message as a danger alert (the page).
  if (opening.kind === "failed" && opening.reconnect && viewer === "member") await startReconnect(context, watch, portalId)
  return opening
}
