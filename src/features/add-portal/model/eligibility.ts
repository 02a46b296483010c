// Who may add a portal, and to which agency (spec 1 sections 4 and 6): agency admins, for the agencies
// where they are agency admin. An agency at its plan's portal limit, or suspended, takes no new portal.
import type { User, UserAgency } from "@/shared/api"

/** The agencies where the user is agency admin, in the order the user payload lists them. */
export const adminAgencies = (user: User | null): ReadonlyArray<UserAgency> =>
  user === null || user.roles[0]?.name !== "agency-admin" ? [] : user.agencies.filter((agency) => agency.role.name === "agency-admin")

export const atPortalLimit = (agency: UserAgency): boolean => agency.portals_count >= agency.plan.portal_limit

/** Why this agency cannot take another portal, or null when it can. */
export const blockedReason = (agency: UserAgency): string | null => {
  if (agency.status === "suspend") return `${agency.name} is suspended.`
  if (atPortalLimit(agency))
    return `${agency.name} has reached its plan's portal limit (${agency.plan.portal_limit} ${agency.plan.portal_limit === 1 ? "portal" : "portals"}).`
  return null
}

export type AddPortalAccess =
  /** Not an agency admin: no Add Portal. */
  | { readonly kind: "none" }
  /** Every agency is suspended or at its portal limit; the reason is shown beside the disabled button. */
  | { readonly kind: "disabled"; readonly reason: string }
  /** One agency: the flow starts from the button. */
  | { readonly kind: "one"; readonly agency: UserAgency }
  /** Several agencies: the button goes to /portals-main/agency to choose. */
  | { readonly kind: "several"; readonly agencies: ReadonlyArray<UserAgency> }

export const addPortalAccess = (user: User | null): AddPortalAccess => {
  const agencies = adminAgencies(user)
  const [first] = agencies
  if (first === undefined) return { kind: "none" }
  const open = agencies.filter((agency) => blockedReason(agency) === null)
  if (open.length === 0) {
    if (agencies.length === 1) return { kind: "disabled", reason: blockedReason(first) ?? "" }
    const allSuspended = agencies.every((agency) => agency.status === "suspend")
    return {
      kind: "disabled",
      reason: allSuspended ? "Your agencies are suspended." : "Every agency has reached its plan's portal limit or is suspended."
    }
  }
  return agencies.length === 1 ? { kind: "one", agency: first } : { kind: "several", agencies }
}
