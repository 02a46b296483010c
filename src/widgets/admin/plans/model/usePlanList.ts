// The Plans drawer's list query: one page of every plan (active and inactive), id asc, 25 a page.
import { useState } from "react"

import { queryKey, type QueryResult, useApiQuery } from "@/shared/api"

import { listPlans, type PlanPage } from "../api/plans.ts"
import { PLAN_PAGE_SIZE } from "../config/planOptions.ts"

export interface PlanList {
  readonly result: QueryResult<PlanPage>
  readonly page: number
  readonly setPage: (page: number) => void
}

export function usePlanList(): PlanList {
  const [page, setPage] = useState(1)
  const result = useApiQuery(queryKey("plans", "page", page), listPlans(page, PLAN_PAGE_SIZE))
  return { result, page, setPage }
}
