// The credits list query: page (from 1), keyword debounced 1 s, and the sort. Clicking the Credit header
// sorts by id and clicking Amount by amount (spec 2 section 2); each click on the sorted header toggles
// the direction. Default id asc.
import { type ListSort, type PagedList, usePagedList } from "@/shared/lib/paged-list"

import { type CreditPage, listCredits } from "../api/credits.ts"
import { CREDIT_PAGE_SIZE } from "../config/creditOptions.ts"

export type CreditSortColumn = "id" | "amount"

export type CreditSort = ListSort<CreditSortColumn>

export const DEFAULT_CREDIT_SORT: CreditSort = { column: "id", direction: "asc" }

const SORT_COLUMNS: ReadonlyArray<CreditSortColumn> = ["id", "amount"]

export type CreditList = PagedList<CreditPage, CreditSortColumn>

export const useCreditList = (): CreditList =>
  usePagedList({
    entity: "credits",
    pageSize: CREDIT_PAGE_SIZE,
    defaultSort: DEFAULT_CREDIT_SORT,
    sortColumns: SORT_COLUMNS,
    load: listCredits,
    searchPrefix: "credits"
  })
