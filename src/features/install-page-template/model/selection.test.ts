import { describe, expect, it } from "vitest"

import { DOMAIN_REQUIRED, pageTypeOptions, SELECT_PAGE_TYPE, toPageChoice, validatePageDraft } from "./selection.ts"

describe("Select Page Type / Select Domain", () => {
  it("requires a page type and a domain", () => {
    expect(validatePageDraft({ subcategory: null, domain: null })).toEqual({ subcategory: SELECT_PAGE_TYPE, domain: DOMAIN_REQUIRED })
    expect(validatePageDraft({ subcategory: "site_page", domain: "" })).toEqual({ domain: DOMAIN_REQUIRED })
    expect(validatePageDraft({ subcategory: "landing_page", domain: "www.acme.test" })).toEqual({})
    expect(toPageChoice({ subcategory: "landing_page", domain: "www.acme.test" })).toEqual({
      subcategory: "landing_page",
      domain: "www.acme.test"
    })
    expect(toPageChoice({ subcategory: null, domain: "www.acme.test" })).toBeNull()
  })

  it("offers starter portals only Website Page", () => {
    expect(pageTypeOptions({ portal_type: "starter" }).map((option) => option.label)).toEqual(["Website Page"])
    expect(pageTypeOptions({ portal_type: "professional" }).map((option) => option.subcategory)).toEqual(["site_page", "landing_page"])
  })
})
