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

export interface PageDraft {
  readonly subcategory: PageSubcategory | null
  readonly domain: string | null
}

export interface PageChoice {
  readonly subcategory: PageSubcategory
  readonly domain: string
}

export interface PageDraftErrors {
  readonly subcategory?: string
  readonly domain?: string
}

/** The drawer asks for both a page type and a domain. */
export const validatePageDraft = (draft: PageDraft): PageDraftErrors => ({
  ...(draft.subcategory === null ? { subcategory: SELECT_PAGE_TYPE } : {}),
  ...(draft.domain === null || draft.domain === "" ? { domain: DOMAIN_REQUIRED } : {})
})

export const toPageChoice = (draft: PageDraft): PageChoice | null =>
  draft.subcategory === null || draft.domain === null || draft.domain === ""
    ? null
    : { subcategory: draft.subcategory, domain: draft.domain }
