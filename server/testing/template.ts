// Test databases made once per run and copied for each test, instead of migrated and seeded each time:
// - PGlite: a dump of a data directory (the demo template: migrated and seeded; the empty one: just
//   initialised, for the integrations' and sandboxes' own tables), loaded by each in-memory database;
// - PostgreSQL (DATABASE_URL): a migrated, seeded database that each test's CREATE DATABASE … TEMPLATE copies.
// vitest's global setup (global-setup.ts) and the journeys' host build them; template-env.ts hands them
// to the tests. A test run without them (one file under another runner) still works, only slower.
import { randomBytes } from "node:crypto"
import { writeFileSync } from "node:fs"
import { join } from "node:path"

import { Effect, Layer, Redacted } from "effect"

import { migratedDatabase } from "../app.ts"
import { AppConfig } from "../config.ts"
import { Database } from "../db/client.ts"
import { startEmbeddedInstance } from "../db/embedded.ts"
import { Secrets } from "../lib/app-key.ts"
import { testSettings } from "./settings.ts"
import { onMaintenance, withDatabase } from "./template-env.ts"

/** Migrates and seeds the database at `url` as a test server with default settings would. */
const migrateAndSeed = (url: Redacted.Redacted, embedded: boolean) =>
  Layer.build(
    migratedDatabase(Layer.succeed(Database, { url, embedded })).pipe(
      Layer.provide(Secrets.layer),
      Layer.provide(AppConfig.make(testSettings()))
    )
  ).pipe(Effect.scoped)

/** The dumps of an empty and of a migrated, demo-seeded in-memory PGlite. */
export const buildPgliteTemplates = Effect.gen(function* () {
  const empty = yield* Effect.scoped(
    Effect.flatMap(startEmbeddedInstance(undefined), ({ db }) => Effect.promise(() => db.dumpDataDir("none")))
  )
  const demo = yield* Effect.scoped(
    Effect.gen(function* () {
      const { db, url } = yield* startEmbeddedInstance(undefined, empty)
      yield* migrateAndSeed(url, true)
      return yield* Effect.promise(() => db.dumpDataDir("none"))
    })
  )
  return { empty, demo }
}).pipe(Effect.orDie)

/** A migrated, demo-seeded database on the server; returns its name. Dropped by dropServerTemplate. */
export const buildServerTemplate = (serverUrl: string) =>
  Effect.gen(function* () {
    const name = `test_template_${randomBytes(6).toString("hex")}`
    yield* onMaintenance(serverUrl, `CREATE DATABASE ${name}`)
    // The pool closes with the scope: a template must have no connection when it is copied.
    yield* migrateAndSeed(Redacted.make(withDatabase(serverUrl, name)), false)
    return name
  })

export const dropServerTemplate = (serverUrl: string, name: string) =>
  onMaintenance(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)

/** Writes a PGlite dump into `directory` as `name`; returns its path (what TemplateEnv names). */
export const writeDump = async (directory: string, name: string, dump: Blob): Promise<string> => {
  const path = join(directory, name)
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
  return path
}
