// The module catalogue is reference data: present without the demo world, and written idempotently.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { seedCatalogue } from "../../server/db/catalogue-seed.ts"
import { testServer } from "./support/TestApi.ts"

interface Counts {
  readonly modules: number
  readonly versions: number
  readonly groups: number
  readonly items: number
  readonly files: number
  readonly file_versions: number
  readonly hubdb: number
  readonly tests: number
  readonly tiers: number
  readonly categories: number
  readonly majors: number
}

const counts = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) =>
    sql<Counts>`
    SELECT
      (SELECT count(*)::int FROM modules) AS modules,
      (SELECT count(*)::int FROM module_versions) AS versions,
      (SELECT count(*)::int FROM module_groups) AS groups,
      (SELECT count(*)::int FROM module_group_items) AS items,
      (SELECT count(*)::int FROM theme_files) AS files,
      (SELECT count(*)::int FROM theme_file_versions) AS file_versions,
      (SELECT count(*)::int FROM modules WHERE is_hub_db) AS hubdb,
      (SELECT count(*)::int FROM modules WHERE test_module) AS tests,
      (SELECT count(DISTINCT access)::int FROM modules) AS tiers,
      (SELECT count(DISTINCT module_category)::int FROM modules) AS categories,
      (SELECT count(DISTINCT module_id)::int FROM module_versions WHERE version LIKE '2.%') AS majors`
).pipe(
  Effect.map((rows) => rows[0]!),
  Effect.orDie
)

layer(testServer({ seedDemo: false }), { excludeTestServices: true })("module catalogue", (it) => {
  it.effect("is seeded without the demo world, and seeding again changes nothing", () =>
    Effect.gen(function* () {
      const first = yield* counts
      expect(first).toMatchObject({ groups: 3, files: 20, hubdb: 2, tests: 2, tiers: 3, categories: 3 })
      expect(first.modules).toBeGreaterThanOrEqual(30)
      expect(first.majors).toBeGreaterThanOrEqual(3)
      const sql = yield* SqlClient.SqlClient
      const [files] = yield* Effect.orDie(sql<{ names: Array<string> }>`
        SELECT array_agg(f->>'name' ORDER BY f->>'name') AS names
        FROM module_versions v, jsonb_array_elements(v.files) f
        WHERE v.module_id = (SELECT id FROM modules WHERE key = 'hero-banner') AND v.version = '2.0.0'`)
      expect(files!.names).toEqual(["fields.json", "meta.json", "module.css", "module.html"])
      yield* Effect.orDie(seedCatalogue)
      expect(yield* counts).toEqual(first)
    })
  )
})
