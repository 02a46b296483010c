// The users list query: page (from 1), debounced keyword, sort (id desc by default), role and agencies.
import { useState } from "react"

import { listUsers, type UserPage } from "@/entities/user"
import { type RoleName, USER_PAGE_SIZE, type UserSortBy } from "@/shared/api"
import { type ListSort, type PagedList, usePagedList } from "@/shared/lib/paged-list"

export type UserSort = ListSort<UserSortBy>

export const DEFAULT_USER_SORT: UserSort = { column: "id", direction: "desc" }

/** The columns with a sortable header (ID only shows for super admins). */
const SORT_COLUMNS: ReadonlyArray<UserSortBy> = ["id", "name", "email"]

export interface UserList extends PagedList<UserPage, UserSortBy> {
  readonly role: RoleName | null
  readonly setRole: (role: RoleName | null) => void
}

/** `agencyIds`: the agencies listed (none: everybody the caller may see); several go as agency_ids. */
export function useUserList(agencyIds: ReadonlyArray<number>): UserList {
  const [role, setRole] = useState<RoleName | null>(null)
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
    load: listUsers
  })
  return { ...list, role, setRole }
}
