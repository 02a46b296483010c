import { describe, expect, it } from "vitest"

import { contractFaults } from "@/shared/ui/form"

import { agencyBody, type AgencyFormValue, agencySchema, EMPTY_AGENCY_FORM, toCreatePayload, toUpdatePayload } from "./agencyForm.ts"
import { savedNotice } from "./useAgencyForm.ts"

/** What the form's checks find: the contract's schema of the body the add (or edit) form sends. */
const validateAgencyForm = (value: AgencyFormValue, isEdit = false) =>
  contractFaults({ schema: agencySchema(isEdit), toBody: (values: AgencyFormValue) => agencyBody(values, isEdit) }, value)

const filled = { ...EMPTY_AGENCY_FORM, name: " Acme ", admin_name: "Ada", admin_email: "ada@acme.example" }

describe("agency form", () => {
  it("requires name, admin name, a valid admin email, portals available and credit limit", () => {
    expect(validateAgencyForm({ ...EMPTY_AGENCY_FORM, portals_available: "", credit_limit: "" })).toEqual({
      name: "The name field is required.",
      admin_name: "The admin name field is required.",
      admin_email: "The admin email field is required.",
      portals_available: "The portals available field is required.",
      credit_limit: "The credit limit field is required."
    })
    expect(validateAgencyForm({ ...filled, admin_email: "nope" })).toEqual({
      admin_email: "The admin email must be a valid email address."
    })
    expect(validateAgencyForm(filled)).toEqual({})
  })

  it("takes whole numbers of 0 or more (the contract's messages, as the server's 422 words them), and checks Max Active Requests only while the SaaS flag is on", () => {
    expect(validateAgencyForm({ ...filled, credit_limit: "-1", portals_available: "2.5" })).toEqual({
      credit_limit: "The credit limit must be at least 0.",
      portals_available: "The portals available must be an integer."
    })
    expect(validateAgencyForm({ ...filled, max_active_requests: "x" })).toEqual({})
    expect(validateAgencyForm({ ...filled, sr_saas: true, max_active_requests: "x" })).toEqual({
      max_active_requests: "The max active requests must be a number."
    })
    expect(validateAgencyForm({ ...filled, sr_saas: true, max_active_requests: "250000" })).toEqual({})
  })

  it("sends numbers, flags as the wire's 0/1, blanks as null, Max Active Requests only with the SaaS flag, and the status only on edit", () => {
    const create = toCreatePayload({
      ...filled,
      credit_limit: "12",
      sr_saas: true,
      max_active_requests: "4",
      agency_plan: true,
      payment_link: " "
    })
    expect(create).toMatchObject({
      name: "Acme",
      credit_limit: 12,
      portals_available: 0,
      sr_saas: 1,
      max_active_requests: 4,
      agency_plan: 1,
      payment_link: null,
      plan_id: 1,
      paid_in_advance: true
    })
    expect(create).not.toHaveProperty("status")
    expect(toCreatePayload({ ...filled, max_active_requests: "7" }).max_active_requests).toBeUndefined()
    expect(toUpdatePayload({ ...filled, status: "suspend" }, 3)).toMatchObject({ status: "suspend", name: "Acme", lock_version: 3 })
  })

  it("tells what became of the named admin after a save", () => {
    expect(savedNotice(true, null)).toBe("The agency was created")
    expect(savedNotice(true, { email: "nora@new.example", outcome: "invited" })).toBe(
      "The agency was created. The invitation was sent to nora@new.example."
    )
    expect(savedNotice(false, { email: "ada@acme.example", outcome: "made_admin" })).toBe(
      "The agency was updated. ada@acme.example was made its admin."
    )
  })
})
