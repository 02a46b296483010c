/** Spec 2 section 9: portals 25 per page, default sort id desc; pagination padding 2, gap 3, first page 1. */
export const PORTAL_PAGE_SIZE = 25
export const PORTAL_PAGINATION_PADDING = 2
export const PORTAL_PAGINATION_GAP = 3
/** The agency select's list (spec 2 section 9: the agency list limit 1000). */
export const AGENCY_OPTIONS_LIMIT = 1000
