// `npm run catalogue:import`'s core: reads a theme folder, plans it against the catalogue and writes
// every new module and theme file version in one transaction — all of it, or, when any problem is
// found, nothing. The catalogue tables are the ones db/catalogue-seed.ts writes (migration 0003).
import { SqlClient } from "@effect/sql"
import { Data, Effect } from "effect"

import { newestFirst } from "../modules/semver.ts"
import { type CurrentCatalogue, type CurrentModule, type ImportOptions, type ImportPlan, planImport } from "./importPlan.ts"
import { type ImportProblem, readThemeFolder } from "./themeFolder.ts"

export class ImportRefused extends Data.TaggedError("ImportRefused")<{
  readonly problems: ReadonlyArray<ImportProblem>
}> {}

const newestByOwner = <K>(rows: ReadonlyArray<{ readonly owner: K; readonly version: string }>) => {
  const newest = new Map<K, string>()
  for (const row of newestFirst(rows)) {
    if (!newest.has(row.owner)) newest.set(row.owner, row.version)
  }
  return newest
}

/** Every module and theme file of the catalogue with its newest version. */
export const readCurrentCatalogue = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const modules = yield* sql<Omit<CurrentModule, "version">>`
    SELECT key, module_category::int AS module_category, access, is_global, is_hub_db, test_module FROM modules`
  const moduleVersions = yield* sql<{ owner: string; version: string }>`
    SELECT m.key AS owner, v.version FROM module_versions v JOIN modules m ON m.id = v.module_id`
  const fileVersions = yield* sql<{ owner: string; version: string }>`
    SELECT f.path AS owner, v.version FROM theme_file_versions v JOIN theme_files f ON f.id = v.theme_file_id`
  const newestModule = newestByOwner(moduleVersions)
  const newestFile = newestByOwner(fileVersions)
  const files = yield* sql<{ path: string }>`SELECT path FROM theme_files`
  return {
    modules: new Map(modules.map((row) => [row.key, { ...row, version: newestModule.get(row.key) ?? null }])),
    themeFiles: new Map(files.map((row) => [row.path, newestFile.get(row.path) ?? "0.0.0"]))
  } satisfies CurrentCatalogue
})

/** Writes the plan; run it inside a transaction (importTheme does). */
export const applyPlan = (plan: ImportPlan) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const module of plan.modules) {
      const [row] = yield* sql<{ id: number }>`
        INSERT INTO modules ${sql.insert({
          key: module.key,
          name: module.name,
          module_category: module.module_category,
          access: module.access,
          is_global: module.is_global,
          is_hub_db: module.is_hub_db,
          test_module: module.test_module
        })}
        ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name, module_category = EXCLUDED.module_category,
          access = EXCLUDED.access, is_global = EXCLUDED.is_global, is_hub_db = EXCLUDED.is_hub_db,
          test_module = EXCLUDED.test_module
        RETURNING id`
      yield* sql`
        INSERT INTO module_versions ${sql.insert({
          module_id: row!.id,
          version: module.version,
          message: plan.message,
          requires: [...module.requires],
          files: JSON.stringify(module.files)
        })}`
    }
    for (const file of plan.themeFiles) {
      const [row] = yield* sql<{ id: number }>`
        INSERT INTO theme_files ${sql.insert({ path: file.path, name: file.name, parent_path: file.parent_path })}
        ON CONFLICT (path) DO UPDATE SET name = EXCLUDED.name RETURNING id`
      yield* sql`
        INSERT INTO theme_file_versions ${sql.insert({
          theme_file_id: row!.id,
          version: file.version,
          message: plan.message,
          content: file.content
        })}`
    }
  })

/**
 * Imports the theme folder `dir`: fails with ImportRefused (every problem, nothing written) or
 * returns the plan it wrote. Reading the catalogue and writing share one transaction.
 */
export const importTheme = (dir: string, options: ImportOptions) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const folder = yield* Effect.sync(() => readThemeFolder(dir))
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const result = planImport(folder, yield* readCurrentCatalogue, options)
        if (result._tag === "Problems") return yield* new ImportRefused({ problems: result.problems })
        yield* applyPlan(result.plan)
        return result.plan
      })
    )
  })

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What an import did, one line per module and theme file, then the summary line. */
export const describeImport = (plan: ImportPlan): ReadonlyArray<string> => {
  const step = (previous: string | null, version: string) => (previous === null ? `${version} (new)` : `${previous} → ${version}`)
  const created = plan.modules.filter((module) => module.previous === null).length
  const versions = new Set([...plan.modules, ...plan.themeFiles].map((item) => item.version))
  const [only] = versions
  const modules = count(plan.modules.length, "module", "modules")
  const breakdown = plan.modules.length === 0 ? "" : ` (${created} new, ${plan.modules.length - created} updated)`
  return [
    ...plan.modules.map((module) => `  module ${module.key}: ${step(module.previous, module.version)}`),
    ...plan.themeFiles.map((file) => `  theme file ${file.path}: ${step(file.previous, file.version)}`),
    ...(plan.skipped.length === 0 ? [] : [`  skipped (not imported): ${plan.skipped.join(", ")}`]),
    `Imported ${modules}${breakdown} and ${count(plan.themeFiles.length, "theme file", "theme files")} ` +
      (versions.size === 1 ? `as version ${only}` : "as the next minor version of each") +
      ` with the change log "${plan.message}"`
  ]
}
