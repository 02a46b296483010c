// The health table's paging and its keys in the address (beside the card grid's `page` on /portals-main).
/** 25 a page, the endpoint's default. */
export const PORTAL_HEALTH_PAGE_SIZE = 25

/** The table's address prefix: health_page, health_sort, health_q. */
export const HEALTH_SEARCH_PREFIX = "health"

/** The filters' own address keys (see portalListSearch in the app's router). */
export const HEALTH_FILTER_KEYS = {
  attention: "health_attention",
  plan: "health_plan",
  agency: "health_agency"
} as const

/** The super admin's agency filter lists this many agencies (as the admin forms' agency selects). */
export const AGENCY_OPTIONS_LIMIT = 1000
