// The list view's query: page (from 1), debounced keyword and sort (created_at desc by default).
import { AGENCY_PAGE_SIZE, type AgencySortBy } from "@/shared/api"
import { type ListSort, type PagedList, usePagedList } from "@/shared/lib/paged-list"

import { type AgencyPage, listAgencies } from "../api/agencies.ts"

export type AgencySort = ListSort<AgencySortBy>

export const DEFAULT_AGENCY_SORT: AgencySort = { column: "created_at", direction: "desc" }

/** The columns with a sortable header. */
const SORT_COLUMNS: ReadonlyArray<AgencySortBy> = [
  "name",
  "users_count",
  "portals_count",
  "portals_available",
  "credit_limit",
  "created_at"
]

export type AgencyList = PagedList<AgencyPage, AgencySortBy>

export const useAgencyList = (): AgencyList =>
  usePagedList({
    entity: "agencies",
    pageSize: AGENCY_PAGE_SIZE,
    defaultSort: DEFAULT_AGENCY_SORT,
    sortColumns: SORT_COLUMNS,
    load: listAgencies,
    searchPrefix: "agencies"
  })
