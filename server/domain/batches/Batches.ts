// Batch progress as the API shows it, to users who can see the batch's portal.
import { Effect, Option } from "effect"
import type { Batch, BatchJobOutcome, BatchWithResult } from "#contract/batch.ts"
import { Forbidden, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"
import { BatchRepo, type BatchRow } from "../../db/repos/BatchRepo.ts"
import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { scopeFor } from "../portals/PortalCatalog.ts"

export const toBatch = (row: BatchRow): Batch => {
  const ended = row.processed_jobs + row.failed_jobs
  return {
    id: row.id,
    progress: row.total_jobs === 0 ? 100 : Math.min(100, Math.floor((ended * 100) / row.total_jobs)),
    processedJobs: row.processed_jobs,
    totalJobs: row.total_jobs,
    failedJobs: row.failed_jobs,
    status: row.status
  }
}

export class Batches extends Effect.Service<Batches>()("server/domain/Batches", {
  effect: Effect.gen(function*() {
    const batches = yield* BatchRepo
    const portals = yield* PortalRepo

    const visible = (user: User, id: string) =>
      Effect.gen(function*() {
        const row = yield* batches.findById(id)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        if (!(yield* portals.isVisible(row.value.portal_id, scopeFor(user)))) return yield* new Forbidden({ message: FORBIDDEN })
        return row.value
      })

    const read = (user: User, id: string) => Effect.map(visible(user, id), toBatch)

    const result = (user: User, id: string) =>
      Effect.map(visible(user, id), (row): BatchWithResult => ({
        ...toBatch(row),
        result: Array.isArray(row.result) ? (row.result as ReadonlyArray<BatchJobOutcome>) : null
      }))

    return { read, result } as const
  })
}) {}
