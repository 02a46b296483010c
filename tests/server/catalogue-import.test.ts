// Importing a HubSpot theme folder into the catalogue (npm run catalogue:import): new versions appear to
// portals in the module and file lists with the given change log; a repeated version or a broken folder
// is refused with every problem listed and nothing written; and the command itself, against a data dir.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { SqlClient } from "@effect/sql"
import { describe, expect, it, layer } from "@effect/vitest"
import { Effect, Exit, Scope } from "effect"

import { startEmbeddedDatabaseProcess } from "../../server/db/embedded.ts"
import { nextMinor } from "../../server/domain/catalogue/importPlan.ts"
import { describeImport, importTheme } from "../../server/domain/catalogue/themeImport.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const fixtures = "tests/fixtures/hubspot-theme"
const valid = `${fixtures}/valid`
const broken = `${fixtures}/broken`
// Acme, the Demo Agency's pro portal: every tier is available to it.
const portal = 1

const rowCounts = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) =>
    sql<{ modules: number; module_versions: number; theme_files: number; theme_file_versions: number }>`
    SELECT (SELECT count(*)::int FROM modules) AS modules, (SELECT count(*)::int FROM module_versions) AS module_versions,
      (SELECT count(*)::int FROM theme_files) AS theme_files, (SELECT count(*)::int FROM theme_file_versions) AS theme_file_versions`
).pipe(
  Effect.map((rows) => rows[0]!),
  Effect.orDie
)

const moduleNamed = (token: string, key: string) =>
  Effect.gen(function* () {
    const reply = yield* (yield* TestApi).request("GET", `/module/api/v2/modules?portal=${portal}&keyword=${key}`, { token })
    expect(reply.status).toBe(200)
    return reply.body.data.find((module: { key: string }) => module.key === key)
  })

const themeFiles = (token: string) =>
  Effect.gen(function* () {
    const reply = yield* (yield* TestApi).request("GET", `/portal/api/v2/files?portal=${portal}`, { token })
    expect(reply.status).toBe(200)
    return reply.body.data as Array<{ path: string; current_version: string; change_log: Array<{ ver: string; message: string }> }>
  })

const refusal = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flip(effect).pipe(
    Effect.map((error) => {
      expect(error).toMatchObject({ _tag: "ImportRefused" })
      return (error as { problems: ReadonlyArray<{ path: string; problem: string }> }).problems
    })
  )

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("catalogue import", (it) => {
  it.effect("imports every module and theme file as a new version, seen by a portal with its change log", () =>
    Effect.gen(function* () {
      const token = yield* (yield* TestApi).login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const before = yield* moduleNamed(token, "hero-banner")
      const homeBefore = (yield* themeFiles(token)).find((file) => file.path === "templates/home.html")!

      const plan = yield* importTheme(valid, { message: "Spring refresh" })
      expect(describeImport(plan).at(-1)).toBe(
        'Imported 3 modules (2 new, 1 updated) and 3 theme files as the next minor version of each with the change log "Spring refresh"'
      )
      expect(plan.skipped).toEqual(["templates/notes.txt"])

      const hero = yield* moduleNamed(token, "hero-banner")
      expect(hero.current_version).toBe(nextMinor(before.current_version))
      expect(hero.change_log[0]).toEqual({ ver: hero.current_version, message: "Spring refresh", requires: ["css/main.css"] })
      expect(hero.change_log.slice(1)).toEqual(before.change_log)
      expect(yield* moduleNamed(token, "pricing-cards")).toMatchObject({
        name: "Pricing Cards",
        module_category: 1,
        access: "lite",
        current_version: "1.0.0",
        installed: false,
        button_state: "Install",
        change_log: [{ ver: "1.0.0", message: "Spring refresh", requires: [] }]
      })
      expect(yield* moduleNamed(token, "quote-block")).toMatchObject({ module_category: 3, access: "free", current_version: "1.0.0" })

      // The version keeps the folder's files as they were, module.js included.
      const [stored] = yield* Effect.orDie(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) =>
            sql<{ files: Array<{ name: string; content: string }> }>`
          SELECT v.files FROM module_versions v JOIN modules m ON m.id = v.module_id
          WHERE m.key = 'hero-banner' AND v.version = ${hero.current_version}`
        )
      )
      expect(stored!.files.map((file) => file.name)).toEqual(["module.html", "module.css", "module.js", "fields.json", "meta.json"])
      expect(stored!.files[2]!.content).toContain("fade the heading in")

      const files = yield* themeFiles(token)
      const home = files.find((file) => file.path === "templates/home.html")!
      expect(home.current_version).toBe(nextMinor(homeBefore.current_version))
      expect(home.change_log[0]).toEqual({ ver: home.current_version, message: "Spring refresh" })
      expect(files.find((file) => file.path === "sections/hero-split.html")).toMatchObject({
        name: "hero-split.html",
        parent_path: "sections",
        current_version: "1.0.0",
        installed: false,
        button_state: "Add"
      })
      expect(files.find((file) => file.path === "templates/partials/landing-footer.html")?.current_version).toBe("1.0.0")
      expect(files.some((file) => file.path === "templates/notes.txt")).toBe(false)
    })
  )

  it.effect("refuses a version that is not newer, names what is behind it, and writes nothing", () =>
    Effect.gen(function* () {
      // Runs after the import above: hero-banner is at its new minor, the new modules at 1.0.0.
      const counts = yield* rowCounts
      const again = yield* refusal(importTheme(valid, { message: "Spring refresh", version: "1.0.0" }))
      expect(again.map((problem) => problem.path)).toEqual([
        "quote-block.module",
        "modules/hero-banner.module",
        "modules/pricing-cards.module",
        "templates/home.html",
        "templates/partials/landing-footer.html",
        "sections/hero-split.html"
      ])
      expect(again[2]).toEqual({
        path: "modules/pricing-cards.module",
        problem: "version 1.0.0 is not newer than the current version 1.0.0 of module pricing-cards"
      })
      // An older version than the current one is refused the same way.
      const [hero] = yield* refusal(importTheme(valid, { message: "Again", version: "1.1.0" }))
      expect(hero!.problem).toMatch(/^version 1\.1\.0 is not newer than the current version \d+\.\d+\.\d+ of module hero-banner$/)
      expect(yield* rowCounts).toEqual(counts)
    })
  )

  it.effect("lists every problem of a broken folder and writes nothing, not even its valid parts", () =>
    Effect.gen(function* () {
      const counts = yield* rowCounts
      const problems = yield* refusal(importTheme(broken, { message: "Broken" }))
      expect(problems).toEqual([
        {
          path: "modules/Bad_Key.module",
          problem:
            'module key "Bad_Key" (the folder name without .module) is not a slug: use lowercase letters, digits and dashes, or set "portal_builder.key"'
        },
        { path: "modules/bad-json.module/meta.json", problem: expect.stringMatching(/^not valid JSON \(/) },
        { path: "modules/no-html.module/module.html", problem: "module.html is missing" },
        { path: "modules/no-label.module/meta.json", problem: '"label" is missing (the module\'s name)' },
        { path: "modules/no-label.module/meta.json", problem: '"global" must be true or false' },
        {
          path: "modules/no-label.module/meta.json",
          problem: '"portal_builder.colour" is not a known field (known: key, category, access, hubdb, test_module, requires)'
        },
        {
          path: "modules/no-label.module/meta.json",
          problem: '"portal_builder.category" must be 1 (Section), 2 (DND) or 3 (Element), got 4'
        },
        { path: "modules/no-label.module/meta.json", problem: '"portal_builder.access" must be "free", "lite" or "pro", got "gold"' },
        { path: "modules/no-label.module/fields.json", problem: "must be a JSON array of fields" },
        {
          path: "modules/no-label.module/meta.json",
          problem: '"portal_builder.requires" names css/missing.css, which is not a theme file of the catalogue or of this import'
        },
        { path: "modules/twin.module", problem: 'duplicate module key "twin" (also in twin.module)' }
      ])
      expect(yield* rowCounts).toEqual(counts)
      const [fine] = yield* Effect.orDie(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT id FROM modules WHERE key IN ('fine', 'twin')`)
      )
      expect(fine).toBeUndefined()
    })
  )
})

interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** The command as a user runs it (`npm run catalogue:import -- …` is this tsx call), on `dataDir`. */
const runCommand = (dataDir: string, args: ReadonlyArray<string>) =>
  new Promise<Run>((resolve, reject) => {
    const { DATABASE_URL: _external, ...env } = process.env
    const child = spawn("node_modules/.bin/tsx", ["server/cli/catalogue-import.ts", ...args], { env: { ...env, DATA_DIR: dataDir } })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => (stdout += chunk))
    child.stderr.on("data", (chunk) => (stderr += chunk))
    child.once("error", reject)
    child.once("close", (code) => resolve({ code, stdout, stderr }))
  })

describe("npm run catalogue:import", () => {
  it("imports into a fresh data dir, refuses repeats, broken folders and a data dir in use", { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "catalogue-import-"))
    try {
      const usage = await runCommand(dataDir, [valid])
      expect(usage.code).toBe(2)
      expect(usage.stderr).toContain("The change-log message is required")
      expect(usage.stderr).toContain("Usage: npm run catalogue:import -- DIR --message")

      const imported = await runCommand(dataDir, [valid, "--message", "Spring refresh"])
      expect(imported.code).toBe(0)
      expect(imported.stdout).toContain("  module hero-banner: 2.0.0 → 2.1.0\n")
      expect(imported.stdout).toContain("  module pricing-cards: 1.0.0 (new)\n")
      expect(imported.stdout).toContain("Imported 3 modules (2 new, 1 updated) and 3 theme files as the next minor version of each")

      const repeated = await runCommand(dataDir, [valid, "-m", "Spring refresh", "--version", "2.1.0"])
      expect(repeated.code).toBe(1)
      expect(repeated.stderr).toContain("Nothing was imported: 1 problem in tests/fixtures/hubspot-theme/valid\n")
      expect(repeated.stderr).toContain(
        "  modules/hero-banner.module: version 2.1.0 is not newer than the current version 2.1.0 of module hero-banner"
      )

      const refused = await runCommand(dataDir, [broken, "-m", "Broken"])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain("Nothing was imported: 11 problems in tests/fixtures/hubspot-theme/broken")
      expect(refused.stderr).toContain("  modules/no-html.module/module.html: module.html is missing")

      // A server holds the data dir: its embedded database runs in a process of its own.
      const scope = Effect.runSync(Scope.make())
      try {
        await Effect.runPromise(Scope.extend(Effect.orDie(startEmbeddedDatabaseProcess(dataDir)), scope))
        const busy = await runCommand(dataDir, [valid, "-m", "While running"])
        expect(busy.code).toBe(1)
        expect(busy.stderr).toContain("A server is running on the embedded database in")
        expect(busy.stderr).toContain("Stop the server first")
      } finally {
        await Effect.runPromise(Scope.close(scope, Exit.void))
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
