// Rollouts as the API shows them: those touching a portal the caller can see (the super admin: all), each
// portal's state with its batch's per-item results (the transition drawer's items), and who may change one.
import { Effect, Option } from "effect"

import { Forbidden, NotFound } from "#contract/errors.ts"
import type { Rollout, RolloutCounts, RolloutPortal, RolloutSummary } from "#contract/rollout.ts"
import type { RolloutListParams } from "#contract/rollout-api.ts"
import type { User } from "#contract/user.ts"

import { BatchRepo } from "../../db/repos/BatchRepo.ts"
import { type RolloutPortalRow, RolloutRepo, type RolloutRow } from "../../db/repos/RolloutRepo.ts"
import { keysNeeded, nameIndex, toPortalBatch } from "../batches/portalBatches.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { isAdmin, scopeFor } from "../policy/Policy.ts"
import { DEFAULT_PAGE_SIZE } from "../portals/PortalCatalog.ts"

const countsOf = (portals: ReadonlyArray<Pick<RolloutPortalRow, "status">>): RolloutCounts => {
  const count = (status: RolloutPortalRow["status"]) => portals.filter((portal) => portal.status === status).length
  return {
    total: portals.length,
    skipped: count("skipped"),
    pending: count("pending"),
    running: count("running"),
    succeeded: count("succeeded"),
    failed: count("failed"),
    cancelled: count("cancelled")
  }
}

const toSummary = (row: RolloutRow, portals: ReadonlyArray<RolloutPortalRow>): RolloutSummary => ({
  id: row.id,
  change: row.change,
  title: row.title,
  status: row.status,
  paused_reason: row.status === "paused" ? row.paused_reason : null,
  canary_size: row.canary_size,
  failure_threshold: row.failure_threshold,
  rollback_of: row.rollback_of,
  rolled_back_by: row.rolled_back_by,
  started_by: row.created_by === null || row.starter_name === null ? null : { id: row.created_by, name: row.starter_name },
  created_at: row.created_at,
  finished_at: row.finished_at,
  counts: countsOf(portals)
})

export class RolloutReads extends Effect.Service<RolloutReads>()("server/domain/RolloutReads", {
  effect: Effect.gen(function* () {
    const repo = yield* RolloutRepo
    const batches = yield* BatchRepo

    /** The rollout's portals this caller may see (all of them for the super admin); 404 when none. */
    const visible = (user: User, id: string) =>
      Effect.gen(function* () {
        const row = yield* repo.find(id)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        const portals = yield* repo.portalsOf([id])
        if (isAdmin(user)) return { row: row.value, portals, every: true }
        const seen = yield* repo.visiblePortals(
          portals.map((portal) => portal.portal_id),
          scopeFor(user)
        )
        const shown = portals.filter((portal) => seen.has(portal.portal_id))
        if (shown.length === 0) return yield* new NotFound({ message: NOT_FOUND })
        // Portals deleted since do not count: nobody sees them any more.
        const existing = yield* repo.previewPortals(portals.map((portal) => portal.portal_id))
        return { row: row.value, portals: shown, every: existing.every((portal) => seen.has(portal.id)) }
      })

    /** Who may pause, resume, cancel or roll back: the super admin, or who sees every portal of the rollout. */
    const manageable = (user: User, id: string) =>
      Effect.flatMap(visible(user, id), (seen) => (seen.every ? Effect.succeed(seen) : Effect.fail(new Forbidden({ message: FORBIDDEN }))))

    const withItems = (user: User, row: RolloutRow, portals: ReadonlyArray<RolloutPortalRow>) =>
      Effect.gen(function* () {
        const ids = portals.flatMap((portal) => (portal.batch_id === null ? [] : [portal.batch_id]))
        const rows = (yield* repo.batchesOf(ids)).map((batch) => ({ ...batch, starter_name: null, starter_in_agency: false }))
        const jobs = yield* batches.jobsOf(ids)
        const names = nameIndex(yield* batches.catalogueNames(keysNeeded(rows, jobs)))
        const viewer = { id: user.id, isAdmin: isAdmin(user) }
        const byId = new Map(rows.map((batch) => [batch.id, toPortalBatch(batch, jobs, names, viewer)]))
        return {
          ...toSummary(row, portals),
          portals: portals.map((portal): RolloutPortal => ({
            portal_id: portal.portal_id,
            portal_name: portal.portal_name,
            agency_name: portal.agency_name,
            phase: portal.phase,
            status: portal.status,
            action: portal.action,
            from_version: portal.from_version,
            to_version: portal.to_version,
            credits_spent: portal.credits_spent,
            reason: portal.reason,
            skip_reason: portal.skip_reason as RolloutPortal["skip_reason"],
            batch_id: portal.batch_id,
            items: portal.batch_id === null ? [] : (byId.get(portal.batch_id)?.items ?? []),
            ...(portal.parts === null ? {} : { parts: portal.parts })
          }))
        } satisfies Rollout
      })

    const read = (user: User, id: string) => Effect.flatMap(visible(user, id), ({ portals, row }) => withItems(user, row, portals))

    const list = (user: User, params: RolloutListParams) =>
      Effect.gen(function* () {
        const page = params.page ?? 1
        const limit = DEFAULT_PAGE_SIZE
        const { rows, total } = yield* repo.list({ scope: scopeFor(user), status: params.status, page, limit })
        const portals = yield* repo.portalsOf(rows.map((row) => row.id))
        const seen = isAdmin(user)
          ? undefined
          : yield* repo.visiblePortals([...new Set(portals.map((portal) => portal.portal_id))], scopeFor(user))
        const data = rows.map((row) =>
          toSummary(
            row,
            portals.filter((portal) => portal.rollout_id === row.id && (seen === undefined || seen.has(portal.portal_id)))
          )
        )
        return {
          data,
          meta: {
            pagination: {
              total,
              count: data.length,
              per_page: limit,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(total / limit))
            }
          }
        }
      })

    return { read, list, visible, manageable, withItems } as const
  })
}) {}
