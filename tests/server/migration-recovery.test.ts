// Migrating a core portal's pages (spec 1 section 4) over HTTP, with the batch worker driven by the test
// so a failure can be put between starting a batch and running it. Beacon (2, core) is reset before
// each run: its sandbox CRM site pages replaced, its flags and recorded moves cleared.
// - every page's move is recorded in page_migration_moves as it happens;
// - a page job that fails leaves the others moved and recorded: has_page_migration but not has_migrate;
// - Migrate again resumes with the pages still outside the folder, or takes up just the failed ones;
// - Revert is a batch restoring every moved page whatever batch moved it; its failures are reported.
// Seeded: Demo Agency owns 1 Acme (pro), 2 Beacon (core, hub 20001002); Northwind owns 5 Northwind.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { BatchWorker } from "../../server/domain/batches/BatchWorker.ts"
import {
  BEACON,
  disconnectBeacon,
  flags,
  legacyPages,
  login,
  movesOf,
  pageOutcomes,
  resetBeacon,
  runBatch,
  serverWithoutWorker,
  sqlRun,
  startMigration,
  startRevert,
  templatesNow
} from "./support/migration-kit.ts"
import { Seeded } from "./support/TestApi.ts"

layer(serverWithoutWorker, { excludeTestServices: true, timeout: 240_000 })("page migration: failures, kills and pacing", (it) => {
  it.effect("revert failures are reported and the portal keeps its page migration until a retry reverts the rest", () =>
    Effect.gen(function* () {
      const pages = yield* resetBeacon(legacyPages(4, "Revert"))
      const token = yield* login(Seeded.agencyAdmin)
      const worker = yield* BatchWorker
      yield* runBatch(token, yield* startMigration(token))
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })

      const revertId = yield* startRevert(token)
      // One page goes back, then the connection is lost.
      yield* worker.runOnce
      const reconnect = yield* disconnectBeacon
      const failed = yield* runBatch(token, revertId)
      yield* reconnect
      const outcome = pageOutcomes(failed)
      expect(outcome.done).toEqual(["Revert 001"])
      expect(outcome.failed.map((page) => page.name)).toEqual(["Revert 002", "Revert 003", "Revert 004"])
      expect(outcome.failed.every((page) => (page.error ?? "").length > 0)).toBe(true)
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })

      // The retry reverts just the three left.
      const retryId = yield* startRevert(token)
      const retried = yield* runBatch(token, retryId)
      expect(retried).toMatchObject({ failedJobs: 0, totalJobs: 3 })
      expect(pageOutcomes(retried).done).toEqual(["Revert 002", "Revert 003", "Revert 004"])
      expect(yield* templatesNow(pages)).toEqual(pages.map((page) => page.templatePath))
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: false })
    })
  )

  it.effect("a job killed after HubSpot applied its PATCH is run again and recorded", () =>
    Effect.gen(function* () {
      const pages = yield* resetBeacon(legacyPages(2, "Killed"))
      const token = yield* login(Seeded.agencyAdmin)
      const worker = yield* BatchWorker
      const batchId = yield* startMigration(token)
      // The process dies mid-job: the move was asked for and HubSpot applied it, but the confirmation was
      // never written and the job was left running.
      yield* sqlRun(
        (sql) => sql`
        INSERT INTO page_migration_moves (portal_id, page_id, name, template_before, template_after, batch_id)
        VALUES (${BEACON}, ${pages[0]!.id}, 'Killed 001', 'core-theme/templates/page-0.html', 'sr/templates/page-0.html', ${batchId})`
      )
      yield* sqlRun(
        (sql) => sql`UPDATE sandbox_hubspot_pages SET template_path = 'sr/templates/page-0.html' WHERE id = ${Number(pages[0]!.id)}`
      )
      yield* sqlRun(
        (sql) => sql`
        UPDATE batch_jobs SET status = 'running', attempts = 1, locked_at = now() - interval '1 hour'
        WHERE batch_id = ${batchId} AND seq = 1`
      )
      // Unconfirmed, the move does not count yet; the portal's other jobs wait for the dead job (one job of a portal
      // runs at a time), so nothing else of the batch runs either.
      yield* worker.drain
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: false })
      const [stale] = yield* sqlRun((sql) => sql<{ status: string }>`SELECT status FROM batch_jobs WHERE batch_id = ${batchId} AND seq = 1`)
      expect(stale!.status).toBe("running")
      // A restarted worker resumes the stale job and runs it again.
      yield* worker.start.pipe(Effect.timeout("3 seconds"), Effect.ignore)
      const finished = yield* runBatch(token, batchId)
      expect(finished).toMatchObject({ failedJobs: 0, totalJobs: 3 })
      expect((yield* movesOf(BEACON)).map((move) => [move.name, move.template_before, move.moved])).toEqual([
        ["Killed 001", "core-theme/templates/page-0.html", true],
        ["Killed 002", "core-theme/templates/page-1.html", true]
      ])
    })
  )

  it.effect(
    "252 pages paced at HubSpot's limit: every one moved and recorded, then every one reverted",
    () =>
      Effect.gen(function* () {
        const pages = yield* resetBeacon(legacyPages(252, "Bulk"))
        const token = yield* login(Seeded.agencyAdmin)
        const migrated = yield* runBatch(token, yield* startMigration(token))
        expect(migrated).toMatchObject({ failedJobs: 0, totalJobs: 253 })
        expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })
        const recorded = yield* movesOf(BEACON)
        expect(recorded).toHaveLength(252)
        expect(recorded.every((move) => move.moved && move.template_after.startsWith("sr/templates/"))).toBe(true)
        expect((yield* templatesNow(pages)).every((path) => path?.startsWith("sr/templates/"))).toBe(true)

        const reverted = yield* runBatch(token, yield* startRevert(token))
        expect(reverted).toMatchObject({ failedJobs: 0, totalJobs: 252 })
        expect(yield* templatesNow(pages)).toEqual(pages.map((page) => page.templatePath))
        expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: false })
      }),
    180_000
  )
})
