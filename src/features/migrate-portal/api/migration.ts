// The migration calls (portal-admin-api "migration" group): the pages it would move, starting the
// batch, reverting it.
import { Effect } from "effect"
import { ApiClient, type ApiError } from "@/shared/api"

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

/** Starts the page-migration batch; answers its id. */
export const startMigration = (portalId: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.migration.migrate({ path: { id: portalId } }))),
    Effect.map((answer) => answer.data.batch_id)
  )

export const revertMigration = (portalId: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.migration.revert({ path: { id: portalId } }))),
    Effect.map((answer) => answer.message)
  )
