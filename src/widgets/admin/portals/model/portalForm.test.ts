import { describe, expect, it } from "vitest"

import { PortalUpdatePayload } from "@/shared/api"
import { makePortal } from "@/shared/lib/fixtures"
import { contractFaults } from "@/shared/ui/form"

import { folderLocked, formValueOf, portalBody, portalFormFaults, type PortalFormValue, toAdminPayload } from "./portalForm.ts"

const portal = makePortal({ domain: null })
/** What the form's checks find: the contract's schema of the admin's body, then the fields this form asks for. */
const validatePortalForm = (value: PortalFormValue) =>
  contractFaults(
    { schema: PortalUpdatePayload, toBody: (values: PortalFormValue) => portalBody(portal, values), check: portalFormFaults },
    value
  )

describe("admin portal form", () => {
  it("requires name, agency, custom installation, hub url and plan, in the server's words; the domain is optional", () => {
    const value = formValueOf(portal)
    expect(validatePortalForm(value)).toEqual({})
    expect(validatePortalForm({ ...value, name: " ", agency_id: "", custom_installation: "", hub_url: "", plan: "" })).toEqual({
      name: "The name field is required.",
      custom_installation: "The folder field is required.",
      agency_id: "The agency id field is required.",
      hub_url: "The hub url field is required.",
      plan: "The plan field is required."
    })
    expect(validatePortalForm({ ...value, custom_installation: "my folder" })).toEqual({
      custom_installation: "The folder may only contain letters, numbers, dashes and underscores."
    })
  })

  it("refuses a name of spaces only in the contract itself, as the server stores names trimmed", () => {
    expect(contractFaults({ schema: PortalUpdatePayload }, { name: "   " })).toEqual({ name: "The name field is required." })
  })

  it("sends every field with the hub id unchanged and an empty domain as null", () => {
    const edited = makePortal({ hub_id: 77, custom_installation: "acme" })
    const payload = toAdminPayload(edited, { ...formValueOf(edited), name: " New ", domain: " ", agency_id: "4", plan: "pro" }, 3)
    expect(payload).toEqual({
      name: "New",
      custom_installation: "acme",
      hub_id: 77,
      hub_url: edited.hub_url,
      domain: null,
      plan: "pro",
      agency_id: 4,
      lock_version: 3
    })
  })

  it("locks the folder when it is 'sr'", () => {
    expect(folderLocked(makePortal({ custom_installation: "sr" }))).toBe(true)
    expect(folderLocked(makePortal({ custom_installation: "acme" }))).toBe(false)
  })
})
