// Batch progress as the API shows it, to users who can see the batch's portal.
import { Effect, Option } from "effect"

import type { BatchJobOutcome, BatchWithResult } from "#contract/batch.ts"
import { Forbidden, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { BatchRepo, type CancelledBatchRow } from "../../db/repos/BatchRepo.ts"
import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { isAdmin, scopeFor } from "../policy/Policy.ts"
import { keysNeeded, MAX_LISTED, nameIndex, RECENT_HOURS, toPortalBatch } from "./portalBatches.ts"
import { toBatch } from "./toBatch.ts"

export { toBatch } from "./toBatch.ts"

export class Batches extends Effect.Service<Batches>()("server/domain/Batches", {
  effect: Effect.gen(function* () {
    const batches = yield* BatchRepo
    const portals = yield* PortalRepo

    /**
     * A batch cancelled by a delete: its portal is gone, so the super admin, the members of the
     * agency the portal belonged to and the user who started it may read it.
     */
    const visibleCancelled = (user: User, row: CancelledBatchRow) =>
      isAdmin(user) || row.created_by === user.id || user.agencies.some((agency) => agency.id === row.agency_id)
        ? Effect.succeed(row)
        : Effect.fail(new Forbidden({ message: FORBIDDEN }))

    const visible = (user: User, id: string) =>
      Effect.gen(function* () {
        const row = yield* batches.findById(id)
        if (Option.isNone(row)) {
          const cancelled = yield* batches.findCancelled(id)
          if (Option.isNone(cancelled)) return yield* new NotFound({ message: NOT_FOUND })
          return yield* visibleCancelled(user, cancelled.value)
        }
        if (!(yield* portals.isVisible(row.value.portal_id, scopeFor(user)))) return yield* new Forbidden({ message: FORBIDDEN })
        return row.value
      })

    const read = (user: User, id: string) => Effect.map(visible(user, id), toBatch)

    const result = (user: User, id: string) =>
      Effect.map(visible(user, id), (row): BatchWithResult => ({
        ...toBatch(row),
        result: Array.isArray(row.result) ? (row.result as ReadonlyArray<BatchJobOutcome>) : null
      }))

    /** The portal's running, pending and recently finished batches with their jobs; 404 when the portal is not visible. */
    const forPortal = (user: User, portalId: number) =>
      Effect.gen(function* () {
        if (!(yield* portals.isVisible(portalId, scopeFor(user)))) return yield* new NotFound({ message: NOT_FOUND })
        const rows = yield* batches.recentFor(portalId, RECENT_HOURS, MAX_LISTED)
        const jobs = yield* batches.jobsOf(rows.map((row) => row.id))
        const names = nameIndex(yield* batches.catalogueNames(keysNeeded(rows, jobs)))
        const viewer = { id: user.id, isAdmin: isAdmin(user) }
        return rows.map((row) => toPortalBatch(row, jobs, names, viewer))
      })

    return { read, result, forPortal } as const
  })
}) {}
