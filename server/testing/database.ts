// A fresh database per test run: in-memory PGlite by default, or — when DATABASE_URL is set — a new
// database test_<random> on that server, dropped again when the layer closes.
import { randomBytes } from "node:crypto"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { Database } from "../db/client.ts"
import { startEmbeddedDatabase } from "../db/embedded.ts"

/** The same server URL with another database name. */
const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

const onServer = (serverUrl: string) =>
  Effect.gen(function*() {
    const name = `test_${randomBytes(6).toString("hex")}`
    const admin = PgClient.layer({ url: Redacted.make(serverUrl), maxConnections: 1 })
    const run = (statement: string) =>
      Effect.flatMap(PgClient.PgClient, (sql) => sql.unsafe(statement)).pipe(Effect.provide(admin), Effect.orDie)
    yield* Effect.acquireRelease(run(`CREATE DATABASE ${name}`), () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    return { url: Redacted.make(withDatabase(serverUrl, name)), embedded: false }
  })

export const TestDatabase: Layer.Layer<Database> = Layer.scoped(
  Database,
  Effect.suspend(() => {
    const serverUrl = process.env["DATABASE_URL"]
    return serverUrl !== undefined && serverUrl.trim() !== ""
      ? onServer(serverUrl)
      : Effect.map(Effect.orDie(startEmbeddedDatabase(undefined)), (url) => ({ url, embedded: true }))
  })
)
