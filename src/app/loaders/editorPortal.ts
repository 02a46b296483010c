// The editor routes' loader (main-detail rule, spec 1 section 4): open the portal, send one that was
// never set up to /sr-setup?portal={id}, otherwise make it the selected portal.
import { redirect } from "@tanstack/react-router"
import { memberAudience, openPortal, type PortalOpening, selectedPortalAtom } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { srSetupHref } from "@/shared/config"
import type { RouterContext } from "../router/context.ts"

export const loadEditorPortal = async (context: RouterContext, viewer: "member" | "guest", portalId: number): Promise<PortalOpening> => {
  const audience = viewer === "guest" ? "guest" : memberAudience(context.store.get(roleFlagsAtom))
  const opening = await context.runtime.runPromise(openPortal(audience, portalId))
  // /sr-setup is built by issue 4; until then the router shows its 404 there.
  if (opening.kind === "setup-needed") throw redirect({ href: srSetupHref(opening.portalId) })
  if (opening.kind === "ready") context.store.set(selectedPortalAtom, opening.portal)
  return opening
}

/** Route param → portal id; anything but a positive integer is no route of ours. */
export const parsePortalParam = ({ portal }: { portal: string }): { portal: number } | false => {
  const id = Number(portal)
  return /^\d+$/.test(portal) && Number.isSafeInteger(id) && id > 0 ? { portal: id } : false
}
