// The agency form's rules without I/O: the defaults of a new agency (spec 1 section 9) and which
// stored fields an edit changes (for the activity log).
import type { AgencyCreatePayload, AgencyUpdatePayload } from "#contract/agency-api.ts"

import type { AgencyFields, NewAgency } from "../../db/repos/AgencyRepo.ts"

/** Spec 1 section 9: plan_id 1, portals_available 0, credit_limit 0, paid_in_advance true, source other. */
export const NEW_AGENCY_DEFAULTS = {
  status: "active",
  plan_id: 1,
  cover: null,
  agency_plan: 0,
  paid_in_advance: true,
  payment_link: null,
  payment_link_id: null,
  subs_id: null,
  portals_available: 0,
  credit_limit: 0,
  sr_saas: 0,
  max_active_requests: 0,
  source: "other"
} as const satisfies Omit<NewAgency, "name" | "admin_name" | "admin_email">

type Form = AgencyCreatePayload | AgencyUpdatePayload

/** The stored fields the form sets; optional fields left out are absent (a new agency takes defaults). */
export const formFields = (form: Form): Partial<AgencyFields> => {
  const fields: { -readonly [K in keyof AgencyFields]?: AgencyFields[K] } = {
    name: form.name,
    admin_name: form.admin_name,
    admin_email: form.admin_email,
    portals_available: form.portals_available,
    credit_limit: form.credit_limit
  }
  if (form.status !== undefined) fields.status = form.status
  if (form.plan_id !== undefined) fields.plan_id = form.plan_id
  if (form.cover !== undefined) fields.cover = form.cover
  if (form.agency_plan !== undefined) fields.agency_plan = form.agency_plan
  if (form.paid_in_advance !== undefined) fields.paid_in_advance = form.paid_in_advance
  if (form.payment_link !== undefined) fields.payment_link = form.payment_link
  if (form.payment_link_id !== undefined) fields.payment_link_id = form.payment_link_id
  if (form.subs_id !== undefined) fields.subs_id = form.subs_id
  if (form.sr_saas !== undefined) fields.sr_saas = form.sr_saas
  if (form.max_active_requests !== undefined) fields.max_active_requests = form.max_active_requests
  return fields
}

export const newAgency = (form: AgencyCreatePayload): NewAgency => ({ ...NEW_AGENCY_DEFAULTS, ...formFields(form) }) as NewAgency

/** Names of the fields whose value differs from the stored one; the logo is compared, never logged. */
export const changedFields = (before: AgencyFields, after: Partial<AgencyFields>): ReadonlyArray<keyof AgencyFields> =>
  (Object.keys(after) as Array<keyof AgencyFields>).filter((key) => after[key] !== before[key])

/** What the log keeps of a change: old and new values, except the (possibly large) logo. */
export const changeLog = (before: AgencyFields, after: Partial<AgencyFields>) =>
  Object.fromEntries(
    changedFields(before, after).map((key) => [key, key === "cover" ? { changed: true } : { from: before[key], to: after[key] }])
  )
