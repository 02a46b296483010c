// The log view's query: page (from 1), debounced keyword and sort (created_at desc by default).
import { type ListSort, type PagedList, usePagedList } from "@/shared/lib/paged-list"

import { listLogs, type LogPage } from "../api/listLogs.ts"
import { LOG_PAGE_SIZE } from "../config/paging.ts"

export type LogSortColumn = "created_at" | "event"

export type LogSort = ListSort<LogSortColumn>

export const DEFAULT_LOG_SORT: LogSort = { column: "created_at", direction: "desc" }

const SORT_COLUMNS: ReadonlyArray<LogSortColumn> = ["created_at", "event"]

export type LogList = PagedList<LogPage, LogSortColumn>

/** `searchPrefix`: the table's keys in the address ("logs" in the drawer, none on the /admin-logging page, so the two never share them). */
export const useLogList = (searchPrefix: string): LogList =>
  usePagedList({
    entity: "logs",
    pageSize: LOG_PAGE_SIZE,
    defaultSort: DEFAULT_LOG_SORT,
    sortColumns: SORT_COLUMNS,
    load: listLogs,
    searchPrefix,
    // The page's own table: a page change is a step Back returns from, as on /tasks.
    pushPages: searchPrefix === ""
  })
