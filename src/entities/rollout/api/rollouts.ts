// Rollout calls (base /portal/api/v2): the preview, the start, the reads and the state changes.
import { Effect } from "effect"

import {
  ApiClient,
  type ApiError,
  type Rollout,
  type RolloutCreatePayload,
  type RolloutListParams,
  type RolloutPreview,
  type RolloutPreviewPayload,
  type RolloutSummary
} from "@/shared/api"

export interface RolloutPage {
  readonly rows: ReadonlyArray<RolloutSummary>
  readonly totalPages: number
  readonly total: number
}

export const listRollouts = (params: RolloutListParams): Effect.Effect<RolloutPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.rollout.list({ urlParams: params }))),
    Effect.map(({ data, meta }) => ({ rows: data, totalPages: meta.pagination.total_pages, total: meta.pagination.total }))
  )

export const readRollout = (id: string): Effect.Effect<Rollout, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.rollout.read({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )

export const previewRollout = (payload: RolloutPreviewPayload): Effect.Effect<RolloutPreview, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.rollout.preview({ payload }))),
    Effect.map((answer) => answer.data)
  )

export const startRollout = (payload: RolloutCreatePayload): Effect.Effect<Rollout, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.rollout.create({ payload }))),
    Effect.map((answer) => answer.data)
  )

export type RolloutStateChange = "pause" | "resume" | "cancel" | "rollback"

/** Pause, resume, cancel or roll back; each answers the rollout as it is now (a rollback: the new rollout). */
export const changeRollout = (id: string, change: RolloutStateChange): Effect.Effect<Rollout, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.rollout[change]({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )
