// The Portals list's query: page (from 1), debounced keyword and sort (id desc by default). A new search
// or order starts again at page 1.
import { type ListSort, type PagedList, usePagedList } from "@/shared/lib/paged-list"

import { listAdminPortals, type PortalPage } from "../api/adminPortals.ts"
import { PORTAL_PAGE_SIZE } from "../config/paging.ts"

/** The table's sortable columns; each is a sort_by the server accepts. */
export const PORTAL_SORT_COLUMNS = ["id", "name", "custom_installation", "hub_id", "agency", "portal_type", "plan", "version"] as const
export type PortalSortColumn = (typeof PORTAL_SORT_COLUMNS)[number]

export type PortalSort = ListSort<PortalSortColumn>

export const DEFAULT_PORTAL_SORT: PortalSort = { column: "id", direction: "desc" }

export type PortalList = PagedList<PortalPage, PortalSortColumn>

export const usePortalList = (): PortalList =>
  usePagedList({
    entity: "portals",
    scope: "admin",
    pageSize: PORTAL_PAGE_SIZE,
    defaultSort: DEFAULT_PORTAL_SORT,
    sortColumns: PORTAL_SORT_COLUMNS,
    load: listAdminPortals,
    searchPrefix: "portals"
  })
