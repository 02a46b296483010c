// The agency form (spec 1 section 5): Name, Admin Name, Admin Email, Portals Available and Credit Limit
// are required, Status only on edit; Max Active Requests is a free numeric input that only matters when
// the SaaS flag is on. Numbers are typed as text; the contract's schema of the body judges them.
import { Schema } from "effect"

import { type Agency, AgencyCreatePayload, type AgencyStatus, AgencyUpdatePayload, typedNumber } from "@/shared/api"

export interface AgencyFormValue {
  readonly name: string
  readonly admin_name: string
  readonly admin_email: string
  readonly status: AgencyStatus
  /** The plan's id as the Plan select holds it. */
  readonly plan_id: string
  readonly cover: string | null
  readonly agency_plan: boolean
  readonly paid_in_advance: boolean
  readonly payment_link: string
  readonly payment_link_id: string
  readonly subs_id: string
  readonly portals_available: string
  readonly credit_limit: string
  readonly sr_saas: boolean
  readonly max_active_requests: string
}

/** A new agency starts with the defaults of spec 1 section 9. */
export const EMPTY_AGENCY_FORM: AgencyFormValue = {
  name: "",
  admin_name: "",
  admin_email: "",
  status: "active",
  plan_id: "1",
  cover: null,
  agency_plan: false,
  paid_in_advance: true,
  payment_link: "",
  payment_link_id: "",
  subs_id: "",
  portals_available: "0",
  credit_limit: "0",
  sr_saas: false,
  max_active_requests: "0"
}

export const agencyToForm = (agency: Agency): AgencyFormValue => ({
  name: agency.name,
  admin_name: agency.admin_name,
  admin_email: agency.admin_email,
  status: agency.status,
  plan_id: String(agency.plan_id),
  cover: agency.cover,
  agency_plan: agency.agency_plan === 1,
  paid_in_advance: agency.paid_in_advance,
  payment_link: agency.payment_link ?? "",
  payment_link_id: agency.payment_link_id ?? "",
  subs_id: agency.subs_id ?? "",
  portals_available: String(agency.portals_available),
  credit_limit: String(agency.credit_limit),
  sr_saas: agency.sr_saas === 1,
  max_active_requests: String(agency.max_active_requests)
})

const optionalText = (value: string) => (value.trim() === "" ? null : value.trim())

/**
 * The body the form sends (and the contract judges): numbers as typed, flags as the wire's 0/1, blanks as
 * null, the status only on edit. Max Active Requests is hidden while the SaaS flag is off, so it is left
 * out then: the server keeps the stored number (a new agency takes the default).
 */
export const agencyBody = (value: AgencyFormValue, isEdit: boolean) => ({
  name: value.name,
  admin_name: value.admin_name,
  admin_email: value.admin_email,
  portals_available: typedNumber(value.portals_available),
  credit_limit: typedNumber(value.credit_limit),
  plan_id: typedNumber(value.plan_id),
  cover: value.cover,
  agency_plan: value.agency_plan ? 1 : 0,
  paid_in_advance: value.paid_in_advance,
  payment_link: optionalText(value.payment_link),
  payment_link_id: optionalText(value.payment_link_id),
  subs_id: optionalText(value.subs_id),
  sr_saas: value.sr_saas ? 1 : 0,
  max_active_requests: value.sr_saas ? typedNumber(value.max_active_requests) : undefined,
  ...(isEdit ? { status: value.status } : {})
})

/** The contract's schema of the body the form sends: the update's (status required) on edit. */
export const agencySchema = (isEdit: boolean) => (isEdit ? AgencyUpdatePayload : AgencyCreatePayload)

/** The create payload of values the form's checks passed (decoding trims the texts as the server would). */
export const toCreatePayload = (value: AgencyFormValue): AgencyCreatePayload =>
  Schema.decodeUnknownSync(AgencyCreatePayload)(agencyBody(value, false))

/** The update payload of values the form's checks passed, at the version the form opened. */
export const toUpdatePayload = (value: AgencyFormValue, lockVersion: number | undefined): AgencyUpdatePayload =>
  Schema.decodeUnknownSync(AgencyUpdatePayload)({ ...agencyBody(value, true), lock_version: lockVersion })
