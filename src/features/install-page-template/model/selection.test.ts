import { Schema } from "effect"
import { describe, expect, it } from "vitest"

import { PageInstallPayload } from "@/shared/api"
import { contractFaults } from "@/shared/ui/form"

import { checkPageDraft, DOMAIN_REQUIRED, EMPTY_PAGE_DRAFT, pageTypeOptions, SELECT_PAGE_TYPE, toPageBody } from "./selection.ts"

const faults = (draft: typeof EMPTY_PAGE_DRAFT) =>
  contractFaults(
    { schema: Schema.partial(PageInstallPayload.pick("subcategory", "domain")), toBody: toPageBody, check: checkPageDraft },
    draft
  )

describe("Select Page Type / Select Domain", () => {
  it("requires a page type and a domain, in the spec's words", () => {
    expect(faults(EMPTY_PAGE_DRAFT)).toEqual({ subcategory: SELECT_PAGE_TYPE, domain: DOMAIN_REQUIRED })
    expect(faults({ subcategory: "site_page", domain: "" })).toEqual({ domain: DOMAIN_REQUIRED })
    expect(faults({ subcategory: "landing_page", domain: "www.acme.test" })).toEqual({})
    expect(toPageBody({ subcategory: "landing_page", domain: "www.acme.test" })).toEqual({
      subcategory: "landing_page",
      domain: "www.acme.test"
    })
  })

  it("offers starter portals only Website Page", () => {
    expect(pageTypeOptions({ portal_type: "starter" }).map((option) => option.label)).toEqual(["Website Page"])
    expect(pageTypeOptions({ portal_type: "professional" }).map((option) => option.subcategory)).toEqual(["site_page", "landing_page"])
  })
})
