// Role names as the users drawer shows them, and which roles each role may grant (spec 1 section 6,
// spec 2 section 6).
import type { RoleName, User } from "@/shared/api"

/** admin → 'Super Admin', agency-admin → 'Admin', anything else 'User'. */
export const roleLabel = (role: string | undefined): string =>
  role === "admin" ? "Super Admin" : role === "agency-admin" ? "Admin" : "User"

export interface RoleOption {
  readonly id: RoleName
  readonly label: string
}

const option = (id: RoleName): RoleOption => ({ id, label: roleLabel(id) })

/** Super admin: Super Admin, Admin and User; agency admin: Admin and User; anybody else: User. */
export const grantableRoles = (granter: RoleName | undefined): ReadonlyArray<RoleOption> =>
  granter === "admin"
    ? [option("admin"), option("agency-admin"), option("user")]
    : granter === "agency-admin"
      ? [option("agency-admin"), option("user")]
      : [option("user")]

/** The user's role in one agency when they belong to it, else their first role. */
export const roleIn = (user: Pick<User, "agencies" | "roles">, agencyId: number | null): RoleName | undefined => {
  const membership = agencyId === null ? undefined : user.agencies.find((agency) => agency.id === agencyId)
  return membership?.role.name ?? user.roles[0]?.name
}
