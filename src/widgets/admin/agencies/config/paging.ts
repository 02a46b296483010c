/** Spec 2 section 9: agencies 25 a page; pagination padding 2, gap 3, first page 1. */
export const AGENCY_PAGINATION_PADDING = 2
export const AGENCY_PAGINATION_GAP = 3
