// The migration calls (portal-admin-api "migration" group): the pages it would move, starting the
// migration batch, starting the revert batch, and how a finished batch's page jobs ended.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

import { type PageOutcomes, pageOutcomes } from "../lib/outcome.ts"

export interface MigrationPage {
  readonly id: string
  readonly name: string
  readonly template_path: string | null
  readonly new_template_path: string
}

export const listMigrationPages = (portalId: number): Effect.Effect<ReadonlyArray<MigrationPage>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.migration.pages({ path: { id: portalId } }))),
    Effect.map((answer) => answer.data)
  )

/** A page the batch is asked to move: one confirmed in 'Migrate', or one that failed. */
export interface PageRef {
  readonly id: string
  readonly name: string
}

/** Starts the page-migration batch of these pages; answers its id. */
export const startMigration = (portalId: number, pages: ReadonlyArray<PageRef>): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        client.migration.migrate({ path: { id: portalId }, payload: { pages: pages.map(({ id, name }) => ({ id, name })) } })
      )
    ),
    Effect.map((answer) => answer.data.batch_id)
  )

/** Starts the revert batch (of every moved page not yet reverted); answers its id. */
export const startRevert = (portalId: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.migration.revert({ path: { id: portalId } }))),
    Effect.map((answer) => answer.data.batch_id)
  )

/** The page jobs of a finished batch: how many succeeded, and each failed page with its reason. */
export const readPageOutcomes = (batchId: string): Effect.Effect<PageOutcomes, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.batch.result({ path: { id: batchId } }))),
    Effect.map((answer) => pageOutcomes(answer.data.result ?? []))
  )
