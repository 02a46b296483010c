// Role flags come from the first role's name (spec 1 section 6); a guest has every flag false.
import type { User } from "@/shared/api"

export interface RoleFlags {
  readonly isAdmin: boolean
  readonly isAgencyAdmin: boolean
  readonly isUser: boolean
}

export const GUEST_FLAGS: RoleFlags = { isAdmin: false, isAgencyAdmin: false, isUser: false }

export const roleFlags = (user: User | null): RoleFlags => {
  const role = user?.roles[0]?.name
  if (role === undefined) return GUEST_FLAGS
  return { isAdmin: role === "admin", isAgencyAdmin: role === "agency-admin", isUser: role === "user" }
}
