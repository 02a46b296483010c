// Admins read any agency's portals through the admin calls; everyone else reads their own.
import type { PortalAudience } from "../api/portals.ts"

export const memberAudience = (flags: { readonly isAdmin: boolean }): Exclude<PortalAudience, "guest"> =>
  flags.isAdmin ? "admin" : "member"
