// Credit record calls: list (GET /credits), get (GET /credits/{id}), store, update and destroy
// (/plans/credits, body amount, credit, saving).
import { Effect } from "effect"

import { ApiClient, type ApiError, type CreditListParams, type CreditPayload, type CreditRecord } from "@/shared/api"

export interface CreditPage {
  readonly rows: ReadonlyArray<CreditRecord>
  readonly totalPages: number
  readonly total: number
}

export const listCredits = (params: CreditListParams): Effect.Effect<CreditPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.planAdmin.credits({ urlParams: params }))),
    Effect.map(({ data }) => ({ rows: data.data, totalPages: data.last_page, total: data.total }))
  )

export const getCredit = (id: number): Effect.Effect<CreditRecord, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.planAdmin.credit({ path: { id } }))),
    Effect.map(({ data }) => data)
  )

export const createCredit = (payload: CreditPayload): Effect.Effect<CreditRecord, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.planAdmin.createCredit({ payload }))),
    Effect.map(({ data }) => data)
  )

/** `lock_version`: the version the form opened (a stale save is refused with 409). */
export const updateCredit = (
  id: number,
  payload: CreditPayload & { readonly lock_version?: number | undefined }
): Effect.Effect<CreditRecord, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.planAdmin.updateCredit({ path: { id }, payload }))),
    Effect.map(({ data }) => data)
  )

export const deleteCredit = (id: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.planAdmin.deleteCredit({ path: { id } }))),
    Effect.map(({ data }) => data.message)
  )
