// The users list query: page (from 1), debounced keyword, sort (id desc by default), role and agency.
import { useState } from "react"
import { listUsers, type UserPage } from "@/entities/user"
import { type QueryResult, type RoleName, useApiQuery, USER_PAGE_SIZE, type UserSortBy } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"

export interface UserSort {
  readonly column: UserSortBy
  readonly direction: "asc" | "desc"
}

export const DEFAULT_USER_SORT: UserSort = { column: "id", direction: "desc" }

export interface UserList {
  readonly result: QueryResult<UserPage>
  readonly page: number
  readonly setPage: (page: number) => void
  readonly keyword: string
  readonly setKeyword: (keyword: string) => void
  readonly sort: UserSort
  readonly setSort: (sort: UserSort) => void
  readonly role: RoleName | null
  readonly setRole: (role: RoleName | null) => void
}

export function useUserList(agencyId: number | null): UserList {
  const [keyword, setKeyword] = useState("")
  const [sort, setSort] = useState<UserSort>(DEFAULT_USER_SORT)
  const [role, setRole] = useState<RoleName | null>(null)
  const settled = useDebouncedValue(keyword).trim()
  // A page belongs to one search, order and filter: a change starts again at page 1.
  const filter = JSON.stringify([settled, sort, role, agencyId])
  const [paging, setPaging] = useState({ filter, page: 1 })
  const page = paging.filter === filter ? paging.page : 1
  const params = {
    page,
    limit: USER_PAGE_SIZE,
    sort_by: sort.column,
    sort_direction: sort.direction,
    ...(settled === "" ? {} : { keyword: settled }),
    ...(role === null ? {} : { role }),
    ...(agencyId === null ? {} : { agency_id: agencyId })
  }
  const result = useApiQuery(JSON.stringify(params), listUsers(params))
  const setPage = (next: number) => setPaging({ filter, page: next })
  return { result, page, setPage, keyword, setKeyword, sort, setSort, role, setRole }
}
