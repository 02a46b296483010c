// Plan calls for the Plans drawer: every plan (status=all) a page at a time, create, update, delete.
import { Effect } from "effect"

import { ApiClient, type ApiError, type Plan, type PlanPayload } from "@/shared/api"

export interface PlanPage {
  readonly rows: ReadonlyArray<Plan>
  readonly totalPages: number
  readonly total: number
}

export const listPlans = (page: number, limit: number): Effect.Effect<PlanPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.plans.list({ urlParams: { page, limit, status: "all" } }))),
    Effect.map(({ data }) => ({ rows: data.data, totalPages: data.last_page, total: data.total }))
  )

export const createPlan = (payload: PlanPayload): Effect.Effect<Plan, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.planAdmin.create({ payload }))),
    Effect.map(({ data }) => data)
  )

/** `lock_version`: the version the form opened (a stale save is refused with 409). */
export const updatePlan = (
  id: number,
  payload: PlanPayload & { readonly lock_version?: number | undefined }
): Effect.Effect<Plan, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.planAdmin.update({ path: { id }, payload }))),
    Effect.map(({ data }) => data)
  )

export const deletePlan = (id: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.planAdmin.remove({ path: { id } }))),
    Effect.map(({ data }) => data.message)
  )

/** One plan as the server has it now (the edit form starts from this, not from a list row). */
export const readPlan = (id: number): Effect.Effect<Plan, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.planAdmin.read({ path: { id } }))),
    Effect.map(({ data }) => data)
  )
