// The bench's catalogue setup, run on the bench's fresh DATA_DIR before the server starts: 50 generated
// free modules imported through the catalogue import (the code behind `npm run catalogue:import`), and
// a module group holding them for the group-install measure.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { SqlClient } from "@effect/sql"
import { Effect, Option, Redacted } from "effect"

import { commandDatabase } from "../../server/cli/database.ts"
import { importTheme } from "../../server/domain/catalogue/themeImport.ts"
import { testSettings } from "../../server/testing/settings.ts"

export const BENCH_MODULES = 50
export const BENCH_GROUP = "bench-50"

const keyOf = (index: number) => `bench-module-${String(index + 1).padStart(2, "0")}`

/** A HubSpot theme folder of BENCH_MODULES modules; 'free' so a pro portal installs them without credits. */
const writeThemeFolder = (dir: string) => {
  for (let index = 0; index < BENCH_MODULES; index++) {
    const key = keyOf(index)
    const folder = join(dir, "modules", `${key}.module`)
    mkdirSync(folder, { recursive: true })
    const label = `Bench Module ${String(index + 1).padStart(2, "0")}`
    writeFileSync(
      join(folder, "meta.json"),
      JSON.stringify(
        {
          label,
          host_template_types: ["PAGE"],
          is_available_for_new_content: true,
          portal_builder: { category: (index % 3) + 1, access: "free" }
        },
        null,
        2
      )
    )
    writeFileSync(
      join(folder, "fields.json"),
      JSON.stringify([{ name: "heading", label: "Heading", type: "text", default: label }], null, 2)
    )
    writeFileSync(join(folder, "module.html"), `<div class="sr-${key}"><h2>{{ module.heading }}</h2></div>\n`)
    writeFileSync(join(folder, "module.css"), `.sr-${key} { padding: 2rem 0; }\n`)
    writeFileSync(join(folder, "module.js"), `document.querySelectorAll(".sr-${key}").forEach((el) => el.classList.add("is-ready"))\n`)
  }
}

/**
 * Imports the modules into the embedded database in `dataDir` and adds the BENCH_GROUP group. The
 * group goes in through SQL because module groups are shipped reference data (db/catalogue-seed-data.ts):
 * neither the theme folder format nor the API can define one, and the bench must not change what ships.
 */
/** Into the embedded database of `dataDir`, or into the PostgreSQL database at `databaseUrl`. */
export const prepareBenchCatalogue = async (where: { readonly dataDir: string } | { readonly databaseUrl: string }) => {
  const themeDir = mkdtempSync(join(tmpdir(), "portal-bench-theme-"))
  try {
    writeThemeFolder(themeDir)
    const settings =
      "dataDir" in where
        ? testSettings({ dataDir: where.dataDir, inMemoryDatabase: false, databaseUrl: Option.none() })
        : testSettings({ inMemoryDatabase: false, databaseUrl: Option.some(Redacted.make(where.databaseUrl)) })
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* importTheme(themeDir, { message: "Bench module" })
        const sql = yield* SqlClient.SqlClient
        yield* sql.withTransaction(
          Effect.gen(function* () {
            const [group] = yield* sql<{ id: number }>`
          INSERT INTO module_groups (key, name) VALUES (${BENCH_GROUP}, 'Bench: 50 modules') RETURNING id`
            const keys = Array.from({ length: BENCH_MODULES }, (_, index) => keyOf(index))
            const modules = yield* sql<{ id: number; key: string }>`SELECT id, key FROM modules WHERE ${sql.in("key", keys)}`
            yield* sql`INSERT INTO module_group_items ${sql.insert(
              modules.map((module) => ({ group_id: group!.id, module_id: module.id, position: keys.indexOf(module.key) }))
            )}`
          })
        )
      }).pipe(Effect.provide(commandDatabase(settings)), Effect.orDie)
    )
  } finally {
    rmSync(themeDir, { recursive: true, force: true })
  }
}
