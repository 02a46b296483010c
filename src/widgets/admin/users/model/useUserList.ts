// The users list query: page (from 1), debounced keyword, sort (id desc by default), role and agencies. Page,
// sort, keyword and role live in the address (users_page, users_sort, users_q, users_role); the agencies
// listed come from useDrawerAgency (the super admin's choice, in the address too).
import { Schema } from "effect"

import { listUsers, type UserPage } from "@/entities/user"
import { type RoleName, USER_PAGE_SIZE, type UserSortBy } from "@/shared/api"
import { type ListSort, type PagedList, useListFilter, usePagedList } from "@/shared/lib/paged-list"

import { SEARCH_PREFIX } from "../config/paging.ts"

export type UserSort = ListSort<UserSortBy>

export const DEFAULT_USER_SORT: UserSort = { column: "id", direction: "desc" }

/** The columns with a sortable header (ID only shows for super admins). */
const SORT_COLUMNS: ReadonlyArray<UserSortBy> = ["id", "name", "email"]

/** The roles a list may be filtered by: the contract's RoleName. */
const RoleParam: Schema.Schema<RoleName> = Schema.Literal("admin", "agency-admin", "user")

export interface UserList extends PagedList<UserPage, UserSortBy> {
  readonly role: RoleName | null
  readonly setRole: (role: RoleName | null) => void
}

/** `agencyIds`: the agencies listed (none: everybody the caller may see); several go as agency_ids. */
export function useUserList(agencyIds: ReadonlyArray<number>): UserList {
  const roleFilter = useListFilter("users_role", RoleParam, SEARCH_PREFIX)
  const role = roleFilter.value ?? null
  const filters: { role?: RoleName; agency_id?: number; agency_ids?: string } = {
    ...(role === null ? {} : { role }),
    ...(agencyIds.length === 1 ? { agency_id: agencyIds[0]! } : {}),
    ...(agencyIds.length > 1 ? { agency_ids: agencyIds.join(",") } : {})
  }
  const list = usePagedList({
    entity: "users",
    pageSize: USER_PAGE_SIZE,
    defaultSort: DEFAULT_USER_SORT,
    sortColumns: SORT_COLUMNS,
    filters,
    load: listUsers,
    searchPrefix: SEARCH_PREFIX
  })
  return { ...list, role, setRole: (next) => roleFilter.set(next ?? undefined) }
}
