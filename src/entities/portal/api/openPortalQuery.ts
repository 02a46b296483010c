// The open portal's query options, apart from the hook that reads them (model/useOpenPortal.ts): the editor
// route's loader is part of the first bundle, and importing the hook's module would bring React Query's
// observer with it (about 4 KB gzip) for the login page that never reads a portal.
import { memberAudience } from "../lib/audience.ts"
import type { EditorAddress } from "../lib/editorPath.ts"
import type { PortalAudience } from "./portals.ts"
import { portalQueries } from "./queries.ts"

/** Who reads the open portal: the guest demo through the guest calls, members and admins as they sign in. */
export const openPortalAudience = (address: EditorAddress, viewer: { readonly isAdmin: boolean }): PortalAudience =>
  address.guest ? "guest" : memberAudience(viewer)

/** The open portal's options: the loader fills the cache with them, the editor's readers read them. */
export const openPortalQuery = (address: EditorAddress, viewer: { readonly isAdmin: boolean }) =>
  portalQueries.detail(address.portalId, openPortalAudience(address, viewer))
