// A fresh database per test server: an in-memory PGlite by default, or — when DATABASE_URL is set — a new
// database test_<random> on that server, dropped again when the layer closes. Both are copies of this run's
// migrated, demo-seeded template (template.ts) when there is one and the test seeds what it holds;
// otherwise they start empty and the app migrates and seeds them.
import { randomBytes } from "node:crypto"

import { Effect, Layer, Redacted } from "effect"

import { AppConfig } from "../config.ts"
import { Database } from "../db/client.ts"
import { startEmbeddedDatabase } from "../db/embedded.ts"
import { onMaintenance, pgliteTemplate, seedsDemoTemplate, serverTemplate, TemplateEnv, withDatabase } from "./template-env.ts"

const onServer = (serverUrl: string, template: string | undefined) =>
  Effect.gen(function* () {
    const name = `test_${randomBytes(6).toString("hex")}`
    yield* Effect.acquireRelease(
      onMaintenance(serverUrl, template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`),
      () => onMaintenance(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    )
    return { url: Redacted.make(withDatabase(serverUrl, name)), embedded: false }
  })

export const TestDatabase: Layer.Layer<Database, never, AppConfig> = Layer.scoped(
  Database,
  Effect.gen(function* () {
    const templated = seedsDemoTemplate(yield* AppConfig)
    const serverUrl = process.env["DATABASE_URL"]
    if (serverUrl !== undefined && serverUrl.trim() !== "") {
      return yield* onServer(serverUrl, templated ? serverTemplate() : undefined)
    }
    const template = pgliteTemplate(templated ? TemplateEnv.pgliteDemo : TemplateEnv.pgliteEmpty)
    return { url: yield* Effect.orDie(startEmbeddedDatabase(undefined, template)), embedded: true }
  })
)
