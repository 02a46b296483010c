// Migrating a core portal's pages (spec 1 section 4) over HTTP, with the batch worker driven by the test
// so a failure can be put between starting a batch and running it. Beacon (2, core) is reset before
// each run: its sandbox CRM site pages replaced, its flags and recorded moves cleared.
// - every page's move is recorded in page_migration_moves as it happens;
// - a page job that fails leaves the others moved and recorded: has_page_migration but not has_migrate;
// - Migrate again resumes with the pages still outside the folder, or takes up just the failed ones;
// - Revert is a batch restoring every moved page whatever batch moved it; its failures are reported.
// Seeded: Demo Agency owns 1 Acme (pro), 2 Beacon (core, hub 20001002); Northwind owns 5 Northwind.
import { describe, expect, it, layer } from "@effect/vitest"
import { Effect } from "effect"

import { BatchWorker } from "../../server/domain/batches/BatchWorker.ts"
import { migratedTemplatePath } from "../../server/domain/migration/migrationBatch.ts"
import { deletePage } from "../../server/sandbox/hubspot/store/content.ts"
import {
  ACME,
  BEACON,
  BEACON_HUB,
  call,
  disconnectBeacon,
  events,
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

describe("migratedTemplatePath", () => {
  it("moves templates into the folder and leaves the folder's own alone", () => {
    expect(migratedTemplatePath("sr", "core-theme/templates/website/home/home.html")).toBe("sr/templates/website/home/home.html")
    expect(migratedTemplatePath("sr", "legacy/page.html")).toBe("sr/templates/page.html")
    expect(migratedTemplatePath("sr", "sr/templates/a.html")).toBeUndefined()
  })
})

layer(serverWithoutWorker, { excludeTestServices: true, timeout: 240_000 })("page migration", (it) => {
  it.effect("strangers are refused; only core portals not yet migrated may migrate", () =>
    Effect.gen(function* () {
      const north = yield* login(Seeded.northwind)
      expect((yield* call("GET", `/portals/${BEACON}/migration-pages`, north)).status).toBe(403)
      expect((yield* call("POST", `/portals/${BEACON}/migrate`, north, {})).status).toBe(403)
      expect((yield* call("POST", `/portals/${BEACON}/revert-migration`, north)).status).toBe(403)
      const user = yield* login(Seeded.user)
      expect((yield* call("POST", `/portals/${BEACON}/migrate`, user, {})).status).toBe(403)
      const agency = yield* login(Seeded.agencyAdmin)
      const pro = yield* call("POST", `/portals/${ACME}/migrate`, agency, {})
      expect(pro.status).toBe(409)
      expect(pro.body.message).toBe("This portal cannot be migrated.")
      const nothing = yield* call("POST", `/portals/${BEACON}/revert-migration`, agency)
      expect(nothing.status).toBe(409)
      expect(nothing.body.message).toBe("This portal has no page migration to revert.")
      expect((yield* call("GET", `/portals/999/migration-pages`, agency)).status).toBe(404)
    })
  )

  it.effect("every page's move is recorded; the portal is migrated; revert is a batch that restores them", () =>
    Effect.gen(function* () {
      const pages = yield* resetBeacon([
        { name: "Legacy Home", templatePath: "core-theme/templates/home.html" },
        { name: "Legacy About", templatePath: "core-theme/templates/about.html" },
        { name: "Own Page", templatePath: "sr/templates/own.html" }
      ])
      const token = yield* login(Seeded.agencyAdmin)

      const listed = yield* call("GET", `/portals/${BEACON}/migration-pages`, token)
      expect(listed.status, JSON.stringify(listed.body)).toBe(200)
      expect(listed.body.data).toEqual([
        {
          id: pages[0]!.id,
          name: "Legacy Home",
          template_path: "core-theme/templates/home.html",
          new_template_path: "sr/templates/home.html"
        },
        {
          id: pages[1]!.id,
          name: "Legacy About",
          template_path: "core-theme/templates/about.html",
          new_template_path: "sr/templates/about.html"
        }
      ])

      const batchId = yield* startMigration(token)
      // Asking again while it has not run answers the same batch.
      expect(yield* startMigration(token)).toBe(batchId)
      // A revert cannot start while the migration runs.
      const early = yield* call("POST", `/portals/${BEACON}/revert-migration`, token)
      expect(early.status).toBe(409)
      expect(early.body.message).toBe("The page migration is still running. Revert it once it has ended.")

      const done = yield* runBatch(token, batchId)
      expect(done).toMatchObject({ status: "finished", failedJobs: 0, totalJobs: 3 })
      expect(pageOutcomes(done)).toEqual({ done: ["Legacy About", "Legacy Home"], failed: [] })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })
      expect(yield* templatesNow(pages)).toEqual(["sr/templates/home.html", "sr/templates/about.html", "sr/templates/own.html"])
      expect(yield* movesOf(BEACON)).toEqual([
        {
          page_id: pages[1]!.id,
          name: "Legacy About",
          template_before: "core-theme/templates/about.html",
          template_after: "sr/templates/about.html",
          batch_id: batchId,
          moved: true,
          reverted: false
        },
        {
          page_id: pages[0]!.id,
          name: "Legacy Home",
          template_before: "core-theme/templates/home.html",
          template_after: "sr/templates/home.html",
          batch_id: batchId,
          moved: true,
          reverted: false
        }
      ])
      expect((yield* call("POST", `/portals/${BEACON}/migrate`, token, {})).status).toBe(409)

      const revertId = yield* startRevert(token)
      // The migration cannot start again meanwhile (it is migrated anyway), and asking again answers the same batch.
      expect(yield* startRevert(token)).toBe(revertId)
      const reverted = yield* runBatch(token, revertId)
      expect(reverted).toMatchObject({ status: "finished", failedJobs: 0, totalJobs: 2 })
      expect(pageOutcomes(reverted)).toEqual({ done: ["Legacy About", "Legacy Home"], failed: [] })
      expect(yield* templatesNow(pages)).toEqual([
        "core-theme/templates/home.html",
        "core-theme/templates/about.html",
        "sr/templates/own.html"
      ])
      // Every page is back: the portal is not migrated any more, so Migrate is offered again.
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: false })
      expect((yield* movesOf(BEACON)).every((move) => move.reverted)).toBe(true)
      expect(yield* events(BEACON, "portal.migration-reverted")).toBeGreaterThanOrEqual(1)
      // Both are in the portal's History.
      const history = yield* sqlRun(
        (sql) =>
          sql<{
            status_label: string
          }>`SELECT status_label FROM histories WHERE portal_id = ${BEACON} AND name = 'Page migration' ORDER BY id`
      )
      expect(history.map((row) => row.status_label)).toEqual(["Pages migrated", "Migration reverted"])
      expect((yield* call("POST", `/portals/${BEACON}/revert-migration`, token)).status).toBe(409)

      // Migrated again, the user choosing one of the two pages: it moves, the other stays outside the
      // folder, so the portal is not marked migrated (Migrate stays offered, Revert too).
      const again = yield* call("GET", `/portals/${BEACON}/migration-pages`, token)
      expect(again.body.data.map((page: { name: string }) => page.name)).toEqual(["Legacy Home", "Legacy About"])
      const chosen = yield* runBatch(token, yield* startMigration(token, [pages[0]!]))
      expect(pageOutcomes(chosen)).toEqual({ done: ["Legacy Home"], failed: [] })
      expect(chosen.result.at(-1)).toMatchObject({ status: "done", payload: { step: "finish", folder: "sr", pages_left: 1 } })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: true })
      expect(yield* templatesNow(pages)).toEqual(["sr/templates/home.html", "core-theme/templates/about.html", "sr/templates/own.html"])
    })
  )

  it.effect("a failing page leaves the others moved; Migrate resumes with the rest; revert restores pages of both runs", () =>
    Effect.gen(function* () {
      const pages = yield* resetBeacon(legacyPages(6, "Partial"))
      const original = pages.map((page) => page.templatePath)
      const token = yield* login(Seeded.agencyAdmin)
      const worker = yield* BatchWorker

      const first = yield* startMigration(token)
      // Two pages move, the page 'Partial 003' is deleted in HubSpot meanwhile, then the connection is lost.
      yield* worker.runOnce
      yield* worker.runOnce
      yield* deletePage(BEACON_HUB, "site", Number(pages[2]!.id))
      yield* worker.runOnce
      const reconnect = yield* disconnectBeacon
      const partial = yield* runBatch(token, first)
      yield* reconnect

      const outcome = pageOutcomes(partial)
      expect(outcome.done).toEqual(["Partial 001", "Partial 002"])
      expect(outcome.failed.map((page) => page.name)).toEqual(["Partial 003", "Partial 004", "Partial 005", "Partial 006"])
      expect(outcome.failed[0]!.error).toBe("This page no longer exists in HubSpot.")
      // Without a connection the jobs never reached their pages: the reason is the missing grant.
      expect(outcome.failed[1]!.error).toMatch(/refresh token/)
      expect(outcome.failed.slice(2).map((page) => page.error)).toEqual([outcome.failed[1]!.error, outcome.failed[1]!.error])
      expect(partial.failedJobs).toBe(5)
      expect(partial.result.at(-1)).toMatchObject({ status: "failed", error: "Some pages could not be migrated." })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: true })
      expect((yield* movesOf(BEACON)).map((move) => [move.name, move.moved])).toEqual([
        ["Partial 001", true],
        ["Partial 002", true]
      ])

      // 'Retry failed pages' asks for just the failed ones: the deleted page fails again, saying why.
      const retry = yield* runBatch(token, yield* startMigration(token, [pages[2]!, pages[3]!]))
      expect(pageOutcomes(retry)).toEqual({
        done: ["Partial 004"],
        failed: [
          {
            name: "Partial 003",
            error:
              "HubSpot no longer lists this page among those to migrate: it was deleted, or its template is already in the portal's folder."
          }
        ]
      })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: true })

      // Migrate again: only the two pages still outside the folder.
      const listed = yield* call("GET", `/portals/${BEACON}/migration-pages`, token)
      expect((listed.body.data as ReadonlyArray<{ name: string }>).map((page) => page.name)).toEqual(["Partial 005", "Partial 006"])
      const second = yield* startMigration(token)
      const resumed = yield* runBatch(token, second)
      expect(resumed).toMatchObject({ failedJobs: 0, totalJobs: 3 })
      expect(yield* flags(BEACON)).toEqual({ has_migrate: true, has_page_migration: true })
      const recorded = yield* movesOf(BEACON)
      expect(recorded.map((move) => move.name)).toEqual(["Partial 001", "Partial 002", "Partial 004", "Partial 005", "Partial 006"])
      expect(new Set(recorded.map((move) => move.batch_id)).size).toBe(3)
      expect(recorded.find((move) => move.name === "Partial 001")?.batch_id).toBe(first)
      expect(recorded.find((move) => move.name === "Partial 006")?.batch_id).toBe(second)

      // Revert: every page moved by either run gets its old template back.
      const revertId = yield* startRevert(token)
      const reverted = yield* runBatch(token, revertId)
      expect(reverted).toMatchObject({ failedJobs: 0, totalJobs: 5 })
      const now = yield* templatesNow(pages)
      expect(now).toEqual(original.map((path, index) => (index === 2 ? null : path)))
      expect(yield* flags(BEACON)).toEqual({ has_migrate: false, has_page_migration: false })
    })
  )
})
