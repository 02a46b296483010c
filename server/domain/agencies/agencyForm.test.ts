import { describe, expect, it } from "vitest"

import type { AgencyFields } from "../../db/repos/AgencyRepo.ts"
import { changeLog, formFields, newAgency } from "./agencyForm.ts"

const required = { name: "Acme", admin_name: "Ada", admin_email: "ada@acme.example", portals_available: 2, credit_limit: 5 }

const stored: AgencyFields = {
  ...required,
  status: "active",
  plan_id: 35,
  cover: "data:image/png;base64,AAAA",
  agency_plan: 0,
  paid_in_advance: true,
  payment_link: null,
  payment_link_id: null,
  subs_id: null,
  sr_saas: 0,
  max_active_requests: 0
}

describe("agency form", () => {
  it("gives a new agency the defaults of spec 1 section 9", () => {
    expect(newAgency(required)).toEqual({
      ...required,
      status: "active",
      plan_id: 1,
      cover: null,
      agency_plan: 0,
      paid_in_advance: true,
      payment_link: null,
      payment_link_id: null,
      subs_id: null,
      sr_saas: 0,
      max_active_requests: 0,
      source: "other"
    })
  })

  it("keeps what the form sets over the defaults", () => {
    expect(
      newAgency({ ...required, plan_id: 11, paid_in_advance: false, sr_saas: 1, max_active_requests: 4, status: "suspend" })
    ).toMatchObject({
      plan_id: 11,
      paid_in_advance: false,
      sr_saas: 1,
      max_active_requests: 4,
      status: "suspend"
    })
  })

  it("leaves optional fields out of an edit that does not send them", () => {
    expect(Object.keys(formFields({ ...required, status: "active" })).sort()).toEqual([
      "admin_email",
      "admin_name",
      "credit_limit",
      "name",
      "portals_available",
      "status"
    ])
    expect(formFields({ ...required, status: "active", payment_link: null })).toHaveProperty("payment_link", null)
  })

  it("logs old and new values of changed fields only, and never the logo itself", () => {
    const changes = changeLog(stored, formFields({ ...required, name: "Acme Ltd", status: "suspend", cover: "data:image/png;base64,BBBB" }))
    expect(changes).toEqual({
      name: { from: "Acme", to: "Acme Ltd" },
      status: { from: "active", to: "suspend" },
      cover: { changed: true }
    })
  })
})
