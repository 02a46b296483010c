// The values, checks and payloads of the invite form and the user edit form (spec 1 section 5). The checks
// are the contract's: InvitePayload (Email and Role required; Name and Password only, and then required,
// for a Super Admin) and UserUpdatePayload (Name, Email and Role required). Agency, portal access, Ditto
// Access and Support Team follow the granter's role; the agency a membership needs is the form's own check,
// since the server defaults it from who is asking.
import { adminInviteMissing, type Agency, InvitePayload, requiredMessage, type RoleName, type User, UserUpdatePayload } from "@/shared/api"
import type { FormFaults } from "@/shared/ui/form"

export type AgencyChoice = Pick<Agency, "id" | "name">

/** The fields are named as the body's keys, so that a fault the contract or the server finds lands beside its field. */
export interface UserFormValues {
  readonly name: string
  readonly email: string
  readonly password: string
  /** The chosen role; "" while none is. */
  readonly role: RoleName | ""
  /** The agency of the membership, sent as its id. */
  readonly agency_id: AgencyChoice | null
  readonly portal_access: ReadonlyArray<number>
  readonly sr_beta: boolean
  readonly is_support: boolean
}

export const emptyUserForm = (agency: AgencyChoice | null, role: RoleName | null): UserFormValues => ({
  name: "",
  email: "",
  password: "",
  role: role ?? "",
  agency_id: agency,
  portal_access: [],
  sr_beta: false,
  is_support: false
})

/** The edit form starts from the user as shown in one agency's list. */
export const userFormOf = (user: User, agency: AgencyChoice | null, role: RoleName | undefined): UserFormValues => ({
  name: user.name,
  email: user.email,
  password: "",
  role: role ?? "",
  agency_id: agency,
  portal_access: user.portal_provider.map((grant) => grant.portal_id),
  sr_beta: user.sr_beta,
  is_support: user.is_support
})

/** A Super Admin belongs to no agency; the other roles are memberships of one. */
export const needsAgency = (role: RoleName | ""): boolean => role === "agency-admin" || role === "user"

/** Portal access only narrows what a plain user sees: agency admins see every portal of their agency. */
export const offersPortalAccess = (role: RoleName | ""): boolean => role === "user"

/** Ditto Access and Support Team are sent by super admins only (the server refuses them from others). */
const flagsOf = (values: UserFormValues, isSuperAdmin: boolean) =>
  isSuperAdmin ? { sr_beta: values.sr_beta, is_support: values.is_support } : {}

/** A role not chosen is left out of the body: missing, so required. */
const roleOf = (values: UserFormValues) => (values.role === "" ? {} : { role: values.role })

const inviteBody = (values: UserFormValues, isSuperAdmin: boolean) => {
  const email = values.email.trim()
  if (values.role === "admin") {
    return {
      email,
      role: values.role,
      name: values.name.trim(),
      ...(values.password === "" ? {} : { password: values.password }),
      ...flagsOf(values, isSuperAdmin)
    }
  }
  return {
    email,
    ...roleOf(values),
    agency_id: values.agency_id?.id ?? null,
    ...(offersPortalAccess(values.role) ? { portal_access: values.portal_access } : {}),
    ...flagsOf(values, isSuperAdmin)
  }
}

const updateBody = (values: UserFormValues, isSuperAdmin: boolean) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  ...roleOf(values),
  ...(needsAgency(values.role) ? { agency_id: values.agency_id?.id ?? null } : {}),
  ...(offersPortalAccess(values.role) ? { portal_access: values.portal_access } : {}),
  ...flagsOf(values, isSuperAdmin)
})

/** The invitation sent; the checks have passed, so the role is chosen. */
export const invitePayload = (values: UserFormValues, isSuperAdmin: boolean): InvitePayload =>
  inviteBody(values, isSuperAdmin) as InvitePayload

/** The update sent; the checks have passed, so the role is chosen. */
export const updatePayload = (values: UserFormValues, isSuperAdmin: boolean): UserUpdatePayload =>
  updateBody(values, isSuperAdmin) as UserUpdatePayload

/** The checks of the form that are not its body's Schema: a membership's agency, a Super Admin's name and password. */
const formFaults = (values: UserFormValues, mode: "invite" | "edit"): FormFaults<UserFormValues> => ({
  ...(mode === "invite" ? adminInviteMissing({ role: values.role, name: values.name, password: values.password }) : {}),
  ...(needsAgency(values.role) && values.agency_id === null ? { agency_id: requiredMessage("agency_id") } : {})
})

/** How the invite or edit form is checked: its body by the contract's Schema, then the form's own checks. */
export const userFormChecks = (mode: "invite" | "edit", isSuperAdmin: boolean) => ({
  schema: mode === "invite" ? InvitePayload : UserUpdatePayload,
  toBody: (values: UserFormValues) => (mode === "invite" ? inviteBody(values, isSuperAdmin) : updateBody(values, isSuperAdmin)),
  check: (values: UserFormValues) => formFaults(values, mode)
})
