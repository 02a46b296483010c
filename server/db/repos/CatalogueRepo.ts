// Reads of the module catalogue: modules (filtered, paged), their versions, groups and theme files.
import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"

import type { ModuleFile } from "../catalogue-seed-data.ts"

export interface ModuleRow {
  readonly id: number
  readonly key: string
  readonly name: string
  readonly module_category: 1 | 2 | 3
  readonly access: "free" | "lite" | "pro"
  readonly is_global: boolean
  readonly is_hub_db: boolean
  readonly test_module: boolean
}

/** A module version as the module list reads it: without its files. */
interface ModuleVersionFactsRow {
  readonly module_id: number
  readonly version: string
  readonly message: string
  readonly requires: ReadonlyArray<string>
}

export interface ModuleVersionRow extends ModuleVersionFactsRow {
  readonly files: ReadonlyArray<ModuleFile>
}

/** A module of a catalogue page: its facts with every version (without files). */
export interface CataloguePageRow extends ModuleRow {
  readonly versions: ReadonlyArray<ModuleVersionFactsRow>
}

export interface ModuleGroupRow {
  readonly key: string
  readonly name: string
  readonly module_ids: ReadonlyArray<number>
  readonly module_keys: ReadonlyArray<string>
}

export interface ThemeFileVersionRow {
  readonly id: number
  readonly path: string
  readonly name: string
  readonly version: string
}

/** Columns a module list may be sorted by; the keys are the public sort_by values. */
export const moduleSortColumns = {
  name: "m.name",
  key: "m.key",
  module_category: "m.module_category",
  access: "m.access",
  id: "m.id"
} as const
export type ModuleSortKey = keyof typeof moduleSortColumns

export interface ModuleListQuery {
  readonly keyword: string | undefined
  readonly category: 1 | 2 | 3 | undefined
  /** true: only modules under test; false: only released ones. */
  readonly testModules: boolean
  readonly sortBy: ModuleSortKey
  readonly sortDirection: "asc" | "desc"
  readonly page: number
  readonly limit: number
}

const columns = "m.id, m.key, m.name, m.module_category::int AS module_category, m.access, m.is_global, m.is_hub_db, m.test_module"

export class CatalogueRepo extends Effect.Service<CatalogueRepo>()("server/db/CatalogueRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const listWhere = (query: ModuleListQuery) => {
      const clauses: Array<Statement.Fragment> = [sql`m.test_module = ${query.testModules}`]
      if (query.keyword !== undefined && query.keyword.trim() !== "") {
        const pattern = `%${query.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        clauses.push(sql`(m.name ILIKE ${pattern} OR m.key ILIKE ${pattern})`)
      }
      if (query.category !== undefined) clauses.push(sql`m.module_category = ${query.category}`)
      return sql.and(clauses)
    }

    /**
     * A page of the catalogue in one statement (the module list's, kept in memory by CataloguePages): each module with
     * its versions (without their files), and the total the filters match.
     */
    const pageOf = (query: ModuleListQuery) =>
      Effect.gen(function* () {
        const where = listWhere(query)
        const order = sql.literal(`${moduleSortColumns[query.sortBy]} ${query.sortDirection === "asc" ? "ASC" : "DESC"}, m.id ASC`)
        const rows = yield* sql<CataloguePageRow & { readonly total: number }>`
          WITH page AS (
            SELECT ${sql.literal(columns)}, count(*) OVER ()::int AS total, row_number() OVER (ORDER BY ${order}) AS position
            FROM modules m WHERE ${where} ORDER BY ${order}
            LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}
          )
          SELECT page.id, page.key, page.name, page.module_category, page.access, page.is_global, page.is_hub_db,
            page.test_module, page.total,
            COALESCE((
              SELECT jsonb_agg(jsonb_build_object('module_id', v.module_id, 'version', v.version, 'message', v.message,
                'requires', v.requires))
              FROM module_versions v WHERE v.module_id = page.id
            ), '[]'::jsonb) AS versions
          FROM page ORDER BY page.position`
        // A page past the last has no row to carry the total: counted apart.
        const total =
          rows[0]?.total ??
          (query.page > 1
            ? ((yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM modules m WHERE ${where}`)[0]?.total ?? 0)
            : 0)
        return { rows: rows.map(({ total: _total, ...row }): CataloguePageRow => row), total }
      }).pipe(Effect.orDie)

    const findByKey = (key: string) =>
      sql<ModuleRow>`SELECT ${sql.literal(columns)} FROM modules m WHERE m.key = ${key}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const findByKeys = (keys: ReadonlyArray<string>) =>
      keys.length === 0
        ? Effect.succeed<ReadonlyArray<ModuleRow>>([])
        : sql<ModuleRow>`SELECT ${sql.literal(columns)} FROM modules m WHERE ${sql.in("m.key", keys)} ORDER BY m.name`.pipe(Effect.orDie)

    const findByIds = (ids: ReadonlyArray<number>) =>
      ids.length === 0
        ? Effect.succeed<ReadonlyArray<ModuleRow>>([])
        : sql<ModuleRow>`SELECT ${sql.literal(columns)} FROM modules m WHERE ${sql.in("m.id", ids)} ORDER BY m.name`.pipe(Effect.orDie)

    /** Every version of the given modules (unordered: callers order by semantic version). */
    const versionsOf = (moduleIds: ReadonlyArray<number>) =>
      moduleIds.length === 0
        ? Effect.succeed<ReadonlyArray<ModuleVersionRow>>([])
        : sql<ModuleVersionRow>`
          SELECT module_id, version, message, requires, files FROM module_versions WHERE ${sql.in("module_id", moduleIds)}`.pipe(
            Effect.orDie
          )

    /** The versions without their files (the files' text is most of a version's row): what a module's state needs. */
    const versionFactsOf = (moduleIds: ReadonlyArray<number>) =>
      moduleIds.length === 0
        ? Effect.succeed<ReadonlyArray<ModuleVersionFactsRow>>([])
        : sql<ModuleVersionFactsRow>`
          SELECT module_id, version, message, requires FROM module_versions WHERE ${sql.in("module_id", moduleIds)}`.pipe(Effect.orDie)

    const groups = sql<ModuleGroupRow>`
      SELECT g.key, g.name,
        coalesce(array_agg(m.id ORDER BY i.position) FILTER (WHERE m.id IS NOT NULL), '{}') AS module_ids,
        coalesce(array_agg(m.key ORDER BY i.position) FILTER (WHERE m.id IS NOT NULL), '{}') AS module_keys
      FROM module_groups g
      LEFT JOIN module_group_items i ON i.group_id = g.id
      LEFT JOIN modules m ON m.id = i.module_id
      GROUP BY g.id ORDER BY g.name`.pipe(Effect.orDie)

    /** Every version of the theme files at these paths. */
    const themeFileVersions = (paths: ReadonlyArray<string>) =>
      paths.length === 0
        ? Effect.succeed<ReadonlyArray<ThemeFileVersionRow>>([])
        : sql<ThemeFileVersionRow>`
          SELECT f.id, f.path, f.name, v.version FROM theme_files f JOIN theme_file_versions v ON v.theme_file_id = f.id
          WHERE ${sql.in("f.path", paths)}`.pipe(Effect.orDie)

    return { pageOf, findByKey, findByKeys, findByIds, versionsOf, versionFactsOf, groups, themeFileVersions } as const
  })
}) {}
