// The SQL client: one @effect/sql-pg client over either the embedded PGlite or DATABASE_URL.
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Option, type Redacted } from "effect"

import { AppConfig } from "../config.ts"
import { startEmbeddedDatabase, startEmbeddedDatabaseProcess } from "./embedded.ts"

export interface DatabaseLocation {
  readonly url: Redacted.Redacted
  /** PGlite behind pglite-socket: a single backend, so a single connection. */
  readonly embedded: boolean
}

export class Database extends Context.Tag("server/db/Database")<Database, DatabaseLocation>() {
  /** DATABASE_URL when set, otherwise the embedded database in DATA_DIR (or memory). */
  static readonly fromConfig = Layer.scoped(
    Database,
    Effect.gen(function* () {
      const settings = yield* AppConfig
      if (Option.isSome(settings.databaseUrl)) {
        return { url: settings.databaseUrl.value, embedded: false }
      }
      // Tests keep a throwaway in-memory database in their own process; the server gives the
      // embedded database a process of its own.
      const url = yield* Effect.orDie(
        settings.inMemoryDatabase ? startEmbeddedDatabase(undefined) : startEmbeddedDatabaseProcess(settings.dataDir)
      )
      return { url, embedded: true }
    })
  )
}

/** SqlClient and PgClient for the located database. */
export const SqlLive = Layer.unwrapEffect(
  Effect.map(Database, ({ embedded, url }) =>
    PgClient.layer({
      url,
      // The embedded socket multiplexes connections onto one backend without isolating transactions.
      maxConnections: embedded ? 1 : 10,
      idleTimeout: embedded ? undefined : "30 seconds",
      connectTimeout: "10 seconds"
    }).pipe(Layer.orDie)
  )
)
