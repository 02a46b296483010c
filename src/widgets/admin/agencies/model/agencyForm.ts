// The agency form (spec 1 section 5): Name, Admin Name, Admin Email, Portals Available and Credit Limit
// are required, Status only on edit; Max Active Requests is a free numeric input that only matters when
// the SaaS flag is on. Numbers are typed as text and checked, with the contract's schema, before sending.
import { type Agency, AgencyCreatePayload, type AgencyStatus, AgencyUpdatePayload, fieldErrors, typedNumber } from "@/shared/api"

export interface AgencyFormValue {
  readonly name: string
  readonly admin_name: string
  readonly admin_email: string
  readonly status: AgencyStatus
  readonly plan_id: number
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

export type AgencyFormField = keyof AgencyFormValue
export type AgencyFormErrors = Partial<Record<AgencyFormField, string>>

/** A new agency starts with the defaults of spec 1 section 9. */
export const EMPTY_AGENCY_FORM: AgencyFormValue = {
  name: "",
  admin_name: "",
  admin_email: "",
  status: "active",
  plan_id: 1,
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

export const AGENCY_FORM_FIELDS = Object.keys(EMPTY_AGENCY_FORM) as ReadonlyArray<AgencyFormField>

export const agencyToForm = (agency: Agency): AgencyFormValue => ({
  name: agency.name,
  admin_name: agency.admin_name,
  admin_email: agency.admin_email,
  status: agency.status,
  plan_id: agency.plan_id,
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

/**
 * The contract's own check of the payload (AgencyCreatePayload, or AgencyUpdatePayload on edit), so each
 * field gets the very message the server's 422 would give it.
 */
export const validateAgencyForm = (value: AgencyFormValue, isEdit = false): AgencyFormErrors => {
  const candidate = {
    ...toCreatePayload(value),
    portals_available: typedNumber(value.portals_available),
    credit_limit: typedNumber(value.credit_limit),
    // Hidden while the SaaS flag is off: its value is not checked then.
    max_active_requests: value.sr_saas ? typedNumber(value.max_active_requests) : undefined,
    ...(isEdit ? { status: value.status } : {})
  }
  return (isEdit ? fieldErrors(AgencyUpdatePayload, candidate) : fieldErrors(AgencyCreatePayload, candidate)) as AgencyFormErrors
}

const optionalText = (value: string) => (value.trim() === "" ? null : value.trim())

export const toCreatePayload = (value: AgencyFormValue): AgencyCreatePayload => ({
  name: value.name.trim(),
  admin_name: value.admin_name.trim(),
  admin_email: value.admin_email.trim(),
  portals_available: Number(value.portals_available.trim()),
  credit_limit: Number(value.credit_limit.trim()),
  plan_id: value.plan_id,
  cover: value.cover,
  agency_plan: value.agency_plan ? 1 : 0,
  paid_in_advance: value.paid_in_advance,
  payment_link: optionalText(value.payment_link),
  payment_link_id: optionalText(value.payment_link_id),
  subs_id: optionalText(value.subs_id),
  sr_saas: value.sr_saas ? 1 : 0,
  // Hidden while the SaaS flag is off: the stored number is kept as it was typed (0 by default).
  max_active_requests: value.max_active_requests.trim() === "" ? 0 : Number(value.max_active_requests.trim())
})

export const toUpdatePayload = (value: AgencyFormValue): AgencyUpdatePayload => ({ ...toCreatePayload(value), status: value.status })
