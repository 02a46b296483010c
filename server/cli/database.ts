// The database a command-line tool works on, as the server would find it: DATABASE_URL when set,
// otherwise the embedded PGlite in DATA_DIR — opened in this process, so only while no server holds
// it (PGlite allows one process per data directory). Migrated and with the shipped catalogue written,
// so a fresh DATA_DIR works.
import { execFileSync } from "node:child_process"
import { resolve } from "node:path"

import { SqlClient } from "@effect/sql"
import { Data, Effect, Layer, Option } from "effect"

import type { Settings } from "../config.ts"
import { seedCatalogue } from "../db/catalogue-seed.ts"
import { Database, SqlLive } from "../db/client.ts"
import { startEmbeddedDatabase } from "../db/embedded.ts"
import { MigrationsLive } from "../db/migrate.ts"

export class DataDirInUse extends Data.TaggedError("DataDirInUse")<{ readonly message: string }> {}

/**
 * The process ids of embedded database hosts serving `dataDir` (the server forks db/embedded-host.ts
 * with the absolute data directory as its argument). Empty when `ps` is unavailable.
 */
export const embeddedHostsOn = (dataDir: string): ReadonlyArray<number> => {
  const target = resolve(dataDir)
  let listing: string
  try {
    listing = execFileSync("ps", ["-eo", "pid=,args="], { encoding: "utf8" })
  } catch {
    return []
  }
  return listing.split("\n").flatMap((line) => {
    const match = /^\s*(\d+)\s+(.*)$/.exec(line)
    if (match === null) return []
    const args = match[2]!
    return args.includes("embedded-host.ts") && args.trimEnd().endsWith(` ${target}`) ? [Number(match[1])] : []
  })
}

const locate = (settings: Settings) =>
  Effect.gen(function* () {
    if (Option.isSome(settings.databaseUrl)) return { url: settings.databaseUrl.value, embedded: false }
    const hosts = embeddedHostsOn(settings.dataDir)
    if (hosts.length > 0) {
      return yield* new DataDirInUse({
        message:
          `A server is running on the embedded database in ${resolve(settings.dataDir)} (database process ${hosts.join(", ")}). ` +
          "Stop the server first (Ctrl-C), then run this command again; or point DATA_DIR or DATABASE_URL elsewhere."
      })
    }
    const url = yield* Effect.orDie(startEmbeddedDatabase(settings.dataDir))
    return { url, embedded: true }
  })

/** SqlClient over the located database, migrated, with the shipped catalogue written. */
export const commandDatabase = (settings: Settings): Layer.Layer<SqlClient.SqlClient | Database, DataDirInUse> =>
  Layer.effectDiscard(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(seedCatalogue)).pipe(Effect.orDie)).pipe(
    Layer.provide(MigrationsLive),
    Layer.provideMerge(SqlLive),
    Layer.provideMerge(Layer.scoped(Database, locate(settings)))
  )
