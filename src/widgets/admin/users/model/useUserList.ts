// The users list query: page (from 1), debounced keyword, sort (id desc by default), role and agency.
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

export function useUserList(agencyId: number | null): UserList {
  const [role, setRole] = useState<RoleName | null>(null)
  const filters: { role?: RoleName; agency_id?: number } = {
    ...(role === null ? {} : { role }),
    ...(agencyId === null ? {} : { agency_id: agencyId })
  }
  const list = usePagedList({ entity: "users", pageSize: USER_PAGE_SIZE, defaultSort: DEFAULT_USER_SORT, sortColumns: SORT_COLUMNS, filters, load: listUsers })
  return { ...list, role, setRole }
}
