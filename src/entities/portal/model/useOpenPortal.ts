// The portal open in the editor has one home: the address says which (editorPath.ts) and the query cache
// holds the record, filled by the editor route's loader with these same query options. Whatever changes the
// portal invalidates its keys (a plan upgrade's realtime event, an edit, a migration) and every reader here
// shows the new copy.
import { skipToken, useQuery } from "@tanstack/react-query"
import { useRouterState } from "@tanstack/react-router"

import type { Portal } from "@/shared/api"

import { openPortalQuery } from "../api/openPortalQuery.ts"
import { editorAddressOf } from "../lib/editorPath.ts"

/**
 * The portal open in the editor, or null outside an editor (or while it could not be read). The address is
 * the one the router has finished loading, so a switch shows the next portal once its loader has read it.
 */
export function useOpenPortal(viewer: { readonly isAdmin: boolean }): Portal | null {
  const portalId = useRouterState({
    select: (state) => editorAddressOf((state.resolvedLocation ?? state.location).pathname)?.portalId ?? null
  })
  const guest = useRouterState({ select: (state) => editorAddressOf((state.resolvedLocation ?? state.location).pathname)?.guest ?? false })
  const portal = useQuery({
    ...openPortalQuery({ portalId: portalId ?? 0, guest }, viewer),
    ...(portalId === null ? { queryFn: skipToken } : {}),
    // A portal the loader could not read is the page's failure to show: the readers do not ask again.
    retryOnMount: false
  })
  return portal.data ?? null
}
