import { describe, expect, it } from "vitest"

import { makePortal } from "@/shared/lib/fixtures"

import { folderLocked, formValueOf, toAdminPayload, validatePortalForm } from "./portalForm.ts"

describe("admin portal form", () => {
  it("requires name, agency, custom installation, hub url and plan; the domain is optional", () => {
    const value = formValueOf(makePortal({ domain: null }))
    expect(validatePortalForm(value)).toEqual({})
    expect(validatePortalForm({ ...value, name: " ", agencyId: "", hubUrl: "", plan: "" })).toEqual({
      name: "The name field is required.",
      agencyId: "The agency id field is required.",
      hubUrl: "The hub url field is required.",
      plan: "The plan field is required."
    })
  })

  it("sends every field with the hub id unchanged and an empty domain as null", () => {
    const portal = makePortal({ hub_id: 77, custom_installation: "acme" })
    const payload = toAdminPayload(portal, { ...formValueOf(portal), name: " New ", domain: " ", agencyId: "4", plan: "pro" })
    expect(payload).toEqual({
      name: "New",
      custom_installation: "acme",
      hub_id: 77,
      hub_url: portal.hub_url,
      domain: null,
      plan: "pro",
      agency_id: 4
    })
  })

  it("locks the folder when it is 'sr'", () => {
    expect(folderLocked(makePortal({ custom_installation: "sr" }))).toBe(true)
    expect(folderLocked(makePortal({ custom_installation: "acme" }))).toBe(false)
  })
})
