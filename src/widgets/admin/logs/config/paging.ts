/** Spec 2 section 9: logs 25 per page; pagination padding 2, gap 3, first page 1. */
export const LOG_PAGE_SIZE = 25
export const LOG_PAGINATION_PADDING = 2
export const LOG_PAGINATION_GAP = 3
