import { describe, expect, it } from "vitest"

import { PortalUpdatePayload } from "@/shared/api"
import { contractFaults } from "@/shared/ui/form"

import { domainOptions, SELECT_DOMAIN, toPayload } from "./portalDetails.ts"

// The form's checks: the contract's Schema of the body it sends.
const faults = (value: { name: string; domain: string }) => contractFaults({ schema: PortalUpdatePayload, toBody: toPayload }, value)

describe("portal details", () => {
  it("requires a name, in the contract's words", () => {
    expect(faults({ name: " ", domain: SELECT_DOMAIN })).toEqual({ name: "The name field is required." })
    expect(faults({ name: "Acme", domain: SELECT_DOMAIN })).toEqual({})
    expect(faults({ name: "Acme", domain: "www.acme.example" })).toEqual({})
  })

  it("refuses a name or domain beyond the contract's 255 characters", () => {
    // The field's own wording ("The name may not…") is shadowed by the contract's generic text limit, which
    // judges first; only the limit is asserted here.
    expect(faults({ name: "a".repeat(256), domain: SELECT_DOMAIN }).name).toMatch(/may not be greater than 255 characters/)
    expect(faults({ name: "Acme", domain: `${"a".repeat(250)}.example` }).domain).toMatch(/may not be greater than 255 characters/)
    expect(faults({ name: "a".repeat(255), domain: `${"a".repeat(247)}.example` })).toEqual({})
  })

  it("sends only name and domain, with the 'Select Domain' placeholder removed", () => {
    expect(toPayload({ name: " Acme ", domain: SELECT_DOMAIN })).toEqual({ name: "Acme", domain: null })
    expect(toPayload({ name: "Acme", domain: "www.acme.example" })).toEqual({ name: "Acme", domain: "www.acme.example" })
  })

  it("lists the placeholder, then the domains, keeping the portal's own", () => {
    const domains = [{ id: "1", domain: "www.a.example", is_primary: true }]
    expect(domainOptions(domains, "old.example").map((option) => option.id)).toEqual([SELECT_DOMAIN, "old.example", "www.a.example"])
    expect(domainOptions(domains, null).map((option) => option.id)).toEqual([SELECT_DOMAIN, "www.a.example"])
  })
})
