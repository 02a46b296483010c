// The values, checks and payloads of the invite form and the user edit form (spec 1 section 5):
// Email and Role are required; Name and Password only (and then required) for a Super Admin; the edit
// form also requires Name. Agency, portal access, Ditto Access and Support Team follow the granter's role.
import type { Agency, InvitePayload, RoleName, User, UserUpdatePayload } from "@/shared/api"
import { requiredMessage, validateEmail, validateNewPassword } from "@/shared/lib/validation"

export type AgencyChoice = Pick<Agency, "id" | "name">

export interface UserFormValues {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly role: RoleName | null
  readonly agency: AgencyChoice | null
  readonly portalAccess: ReadonlyArray<number>
  readonly srBeta: boolean
  readonly isSupport: boolean
}

export type UserFormField = "name" | "email" | "password" | "role" | "agency"
export type UserFormErrors = Partial<Record<UserFormField, string>>

export const emptyUserForm = (agency: AgencyChoice | null, role: RoleName | null): UserFormValues => ({
  name: "",
  email: "",
  password: "",
  role,
  agency,
  portalAccess: [],
  srBeta: false,
  isSupport: false
})

/** The edit form starts from the user as shown in one agency's list. */
export const userFormOf = (user: User, agency: AgencyChoice | null, role: RoleName | undefined): UserFormValues => ({
  name: user.name,
  email: user.email,
  password: "",
  role: role ?? null,
  agency,
  portalAccess: user.portal_provider.map((grant) => grant.portal_id),
  srBeta: user.sr_beta,
  isSupport: user.is_support
})

/** A Super Admin belongs to no agency; the other roles are memberships of one. */
export const needsAgency = (role: RoleName | null): boolean => role === "agency-admin" || role === "user"

/** Portal access only narrows what a plain user sees: agency admins see every portal of their agency. */
export const offersPortalAccess = (role: RoleName | null): boolean => role === "user"

export const validateUserForm = (values: UserFormValues, mode: "invite" | "edit"): UserFormErrors => {
  const errors: { -readonly [K in UserFormField]?: string } = {}
  const email = values.email.trim()
  const emailProblem = validateEmail(email)
  if (emailProblem !== undefined) errors.email = emailProblem
  if (values.role === null) errors.role = requiredMessage("role")
  const isAdmin = values.role === "admin"
  if ((mode === "edit" || isAdmin) && values.name.trim() === "") errors.name = requiredMessage("name")
  if (mode === "invite" && isAdmin) {
    const password = validateNewPassword(values.password, { email, name: values.name.trim() })
    if (password !== undefined) errors.password = password
  }
  if (needsAgency(values.role) && values.agency === null) errors.agency = requiredMessage("agency_id")
  return errors
}

export const hasErrors = (errors: UserFormErrors): boolean => Object.keys(errors).length > 0

/** Ditto Access and Support Team are sent by super admins only (the server refuses them from others). */
const flagsOf = (values: UserFormValues, isSuperAdmin: boolean) =>
  isSuperAdmin ? { sr_beta: values.srBeta, is_support: values.isSupport } : {}

export const invitePayload = (values: UserFormValues, isSuperAdmin: boolean): InvitePayload => {
  const role = values.role ?? "user"
  const email = values.email.trim()
  if (role === "admin") return { email, role, name: values.name.trim(), password: values.password, ...flagsOf(values, isSuperAdmin) }
  return {
    email,
    role,
    agency_id: values.agency?.id ?? null,
    ...(offersPortalAccess(role) ? { portal_access: values.portalAccess } : {}),
    ...flagsOf(values, isSuperAdmin)
  }
}

export const updatePayload = (values: UserFormValues, isSuperAdmin: boolean): UserUpdatePayload => {
  const role = values.role ?? "user"
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    role,
    ...(needsAgency(role) ? { agency_id: values.agency?.id ?? null } : {}),
    ...(offersPortalAccess(role) ? { portal_access: values.portalAccess } : {}),
    ...flagsOf(values, isSuperAdmin)
  }
}
