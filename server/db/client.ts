// The SQL client: one @effect/sql-pg client over either the embedded PGlite or DATABASE_URL.
import { SqlError } from "@effect/sql/SqlError"
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Option, Redacted } from "effect"
import Pg from "pg"

import { AppConfig } from "../config.ts"
import { startEmbeddedDatabase, startEmbeddedDatabaseProcess } from "./embedded.ts"
import { preparing } from "./prepared.ts"
import { countingWrites } from "./writes.ts"

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

/**
 * A pool whose connections never have their statements cancelled from outside.
 *
 * Interrupted mid-statement (a request the client aborted, a timeout), @effect/sql-pg cancels the statement
 * with `SELECT pg_cancel_backend(<the connection's process id>)` on another pooled connection, then puts the
 * connection back in the pool at once. A cancel signals the backend process, not the statement: when the
 * statement has ended before the signal arrives, it fails whatever that backend runs next, another request's
 * statement ("canceling statement due to user request", a 500). @effect/sql-pg sends
 * no cancel for a connection whose process id it does not know, so the pool forgets each one as it connects:
 * an interrupted statement then runs to its end on its connection (the pg client queues the next statement
 * behind it), and an interrupted transaction is rolled back after it. The fiber is interrupted as before.
 * pg 8 warns once per process when it queues that way (queueing is deprecated for pg 9): before moving to
 * pg 9, release a busy connection only when it has drained.
 */
/** How long a connection may take to open, and the whole pool to answer its first statement. */
const CONNECT_TIMEOUT_MS = 10_000

const uncancellablePool = (config: Pg.PoolConfig) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const pool = new Pg.Pool(config)
        pool.on("connect", (client) => {
          ;(client as { processID?: number }).processID = undefined
          preparing(client)
          countingWrites(client)
        })
        // A connection lost while idle is removed by the pool; without a listener the error would end the process.
        pool.on("error", () => {})
        // As PgClient.layer does: a database that cannot be reached fails the start, not the first request.
        await pool.query("SELECT 1")
        return pool
      },
      catch: (cause) => new SqlError({ cause, message: "PgClient: Failed to connect" })
    }).pipe(
      Effect.timeoutFail({
        duration: CONNECT_TIMEOUT_MS,
        onTimeout: () => new SqlError({ cause: new Error("Connection timed out"), message: "PgClient: Connection timed out" })
      })
    ),
    (pool) => Effect.promise(() => pool.end()).pipe(Effect.interruptible, Effect.timeoutOption("1 second"))
  )

/** SqlClient and PgClient for the located database. */
export const SqlLive = Layer.unwrapEffect(
  Effect.map(Database, ({ embedded, url }) =>
    PgClient.layerFromPool({
      acquire: uncancellablePool({
        connectionString: Redacted.value(url),
        // The embedded socket multiplexes connections onto one backend without isolating transactions.
        max: embedded ? 1 : 10,
        idleTimeoutMillis: embedded ? undefined : 30_000,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        application_name: "portal-builder"
      })
    }).pipe(Layer.orDie)
  )
)
