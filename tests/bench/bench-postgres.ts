// The bench's PostgreSQL database (with DATABASE_URL): a fresh database on that server, migrated and seeded
// with the demo world and the fleet as the embedded database is at first start (a server on DATABASE_URL
// seeds no demo data itself), then the bench catalogue; dropped at the end.
import { randomBytes } from "node:crypto"

import { Effect, Layer, Option, Redacted } from "effect"

import { migratedDatabase } from "../../server/app.ts"
import { AppConfig } from "../../server/config.ts"
import { Database } from "../../server/db/client.ts"
import { Secrets } from "../../server/lib/app-key.ts"
import { testSettings } from "../../server/testing/settings.ts"
import { onMaintenance, withDatabase } from "../../server/testing/template-env.ts"
import { prepareBenchCatalogue } from "./bench-catalogue.ts"

/** The tests' app key: the seeded CRM refresh tokens are encrypted under it, so the server must use it. */
export const BENCH_APP_KEY = Redacted.value(Option.getOrThrow(testSettings().appKey))

export const preparePostgres = async (serverUrl: string, fleet: number) => {
  const name = `bench_${randomBytes(6).toString("hex")}`
  await Effect.runPromise(onMaintenance(serverUrl, `CREATE DATABASE ${name}`))
  const url = withDatabase(serverUrl, name)
  const settings = testSettings({ inMemoryDatabase: false, databaseUrl: Option.some(Redacted.make(url)), seedDemo: true })
  // The fleet seed reads DEMO_FLEET as the server does.
  process.env["DEMO_FLEET"] = String(fleet)
  const seeded = migratedDatabase(Layer.succeed(Database, { url: Redacted.make(url), embedded: false })).pipe(Layer.provide(Secrets.layer))
  await Effect.runPromise(Effect.scoped(Layer.build(seeded)).pipe(Effect.provide(AppConfig.make(settings))))
  await prepareBenchCatalogue({ databaseUrl: url })
  return { url, drop: () => Effect.runPromise(onMaintenance(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) }
}
