import { describe, expect, it } from "vitest"

import { domainOptions, SELECT_DOMAIN, toPayload, validatePortalDetails } from "./portalDetails.ts"

describe("portal details", () => {
  it("requires a name", () => {
    expect(validatePortalDetails({ name: " ", domain: SELECT_DOMAIN })).toEqual({ name: "The name field is required." })
    expect(validatePortalDetails({ name: "Acme", domain: SELECT_DOMAIN })).toEqual({})
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
