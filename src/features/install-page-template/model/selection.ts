// The Select Page Type / Select Domain choice (spec 2 section 5) and its validation texts.
import type { PageSubcategory, Portal } from "@/shared/api"

export const SELECT_PAGE_TYPE = "Select Page Type"
export const DOMAIN_REQUIRED = "The Domain can not be empty"

export interface PageTypeOption {
  readonly subcategory: PageSubcategory
  readonly label: string
}

const WEBSITE_PAGE: PageTypeOption = { subcategory: "site_page", label: "Website Page" }
const LANDING_PAGE: PageTypeOption = { subcategory: "landing_page", label: "Landing Page" }

/** Starter portals cannot have landing pages, so they are offered only Website Page. */
export const pageTypeOptions = (portal: Pick<Portal, "portal_type">): ReadonlyArray<PageTypeOption> =>
  portal.portal_type === "starter" ? [WEBSITE_PAGE] : [WEBSITE_PAGE, LANDING_PAGE]

/** The dialog's values: "" while nothing is chosen. */
export interface PageDraft {
  readonly subcategory: PageSubcategory | ""
  readonly domain: string
}

export interface PageChoice {
  readonly subcategory: PageSubcategory
  readonly domain: string
}

export const EMPTY_PAGE_DRAFT: PageDraft = { subcategory: "", domain: "" }

/** The part of the install body the dialog fills in, as it would be sent (nothing chosen is left out). */
export const toPageBody = (draft: PageDraft) => ({
  subcategory: draft.subcategory === "" ? undefined : draft.subcategory,
  domain: draft.domain === "" ? undefined : draft.domain
})

/**
 * The dialog asks for both a page type and a domain, in the spec's words; the install body leaves the domain
 * out for the other ways of installing, so the contract cannot require it.
 */
export const checkPageDraft = (draft: PageDraft): Partial<Record<keyof PageDraft, string>> => ({
  ...(draft.subcategory === "" ? { subcategory: SELECT_PAGE_TYPE } : {}),
  ...(draft.domain === "" ? { domain: DOMAIN_REQUIRED } : {})
})
