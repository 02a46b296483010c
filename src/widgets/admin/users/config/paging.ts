/** Spec 2 section 9: users 25 a page, default id desc; pagination padding 2, gap 3, first page 1. */
export { USER_PAGE_SIZE } from "@/shared/api"
export const USER_PAGINATION_PADDING = 2
export const USER_PAGINATION_GAP = 3
/** The users table's keys in the address: users_page, users_sort, users_q, users_role, users_agencies. */
export const SEARCH_PREFIX = "users"
