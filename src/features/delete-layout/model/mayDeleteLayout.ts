// Who is offered Delete on a saved layout (as the server decides): its author, super admins and the
// agency admins of its agency; a plain user granted the portal keeps the others' layouts.
import type { Layout, User } from "@/shared/api"

export const mayDeleteLayout = (user: User | null, layout: Pick<Layout, "created_by" | "agency_id">): boolean =>
  user !== null &&
  (layout.created_by === user.id ||
    user.roles.some((role) => role.name === "admin") ||
    user.agencies.some((agency) => agency.id === layout.agency_id && agency.role.name === "agency-admin"))
