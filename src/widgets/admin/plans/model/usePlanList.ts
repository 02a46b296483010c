// The Plans drawer's list query: one page of every plan (active and inactive), id asc, 25 a page. The page
// lives in the address (plans_page), so Back or a reload shows the same page.
import { planKeys } from "@/entities/payment"
import { apiQueryOptions, type QueryResult, useApiQuery } from "@/shared/api"
import { decodeParam, listSearchKeys, PageParam, useAddressSearch } from "@/shared/lib/paged-list"

import { listPlans, type PlanPage } from "../api/plans.ts"
import { PLAN_PAGE_SIZE } from "../config/planOptions.ts"

/** The prefix of the Plans table's keys in the address. */
const PLANS_SEARCH_PREFIX = "plans"

const keys = listSearchKeys(PLANS_SEARCH_PREFIX)

export interface PlanList {
  readonly result: QueryResult<PlanPage>
  readonly page: number
  readonly setPage: (page: number) => void
}

export function usePlanList(): PlanList {
  const { search, write } = useAddressSearch()
  const page = decodeParam(PageParam)(search[keys.page]) ?? 1
  const result = useApiQuery(apiQueryOptions(planKeys.page(page, PLAN_PAGE_SIZE), listPlans(page, PLAN_PAGE_SIZE)))
  // Replaced, not pushed: the drawer adds no history entry, so Back still leaves the page beneath.
  const setPage = (next: number) => write({ [keys.page]: next === 1 ? undefined : next })
  return { result, page, setPage }
}
