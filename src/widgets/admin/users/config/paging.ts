/** Spec 2 section 9: users 25 a page, default id desc; pagination padding 2, gap 3, first page 1. */
export { USER_PAGE_SIZE } from "@/shared/api"
export const USER_PAGINATION_PADDING = 2
export const USER_PAGINATION_GAP = 3
