// Starting the server: seeding once into DATA_DIR, the DATABASE_URL mode's first admin, reference data.
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Redacted } from "effect"

import { makeAppLayer } from "../../server/app.ts"
import { AppConfig } from "../../server/config.ts"
import { Database } from "../../server/db/client.ts"
import { Crm } from "../../server/integrations/crm/index.ts"
import { Secrets } from "../../server/lib/app-key.ts"
import { testSettings } from "../../server/testing/settings.ts"
import { Seeded, TestApi, testApiLayer, testServer } from "./support/TestApi.ts"

/** A server on the embedded database in `dataDir`, as `npm start` runs it. */
const embeddedServer = (dataDir: string) =>
  testApiLayer.pipe(
    Layer.provideMerge(makeAppLayer({ database: Database.fromConfig })),
    // As `npm start` without APP_KEY: the key is generated into DATA_DIR.
    Layer.provide(AppConfig.make(testSettings({ inMemoryDatabase: false, dataDir, appKey: Option.none() })))
  )

describe("startup", () => {
  it.scopedLive(
    "the embedded database is seeded once and keeps its data across restarts",
    () =>
      Effect.gen(function* () {
        const dataDir = mkdtempSync(join(tmpdir(), "portal-data-"))
        yield* Effect.addFinalizer(() => Effect.sync(() => rmSync(dataDir, { recursive: true, force: true })))

        const first = Effect.gen(function* () {
          const api = yield* TestApi
          const token = yield* api.login(Seeded.user.email, Seeded.user.password)
          yield* api.request("PUT", "/auth/api/v2/users/me", { token, json: { name: "Kept Across Restarts" } })
        })
        yield* Effect.scoped(Effect.provide(first, embeddedServer(dataDir)))
        const key = readFileSync(join(dataDir, "app-key"), "utf8")

        const second = Effect.gen(function* () {
          const api = yield* TestApi
          const token = yield* api.login(Seeded.user.email, Seeded.user.password)
          expect((yield* api.request("GET", "/auth/api/v2/me", { token })).body.data.name).toBe("Kept Across Restarts")
          const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
          expect((yield* api.request("GET", "/portal/api/v2/admin/portals", { token: admin })).body.meta.pagination.total).toBe(8)
          const sql = yield* SqlClient.SqlClient
          const [counts] = yield* sql<{ users: number; agencies: number }>`
          SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM agencies) AS agencies`
          expect(counts).toEqual({ users: 7, agencies: 4 })
        })
        yield* Effect.scoped(Effect.provide(second, embeddedServer(dataDir)))
        expect(readFileSync(join(dataDir, "app-key"), "utf8")).toBe(key)
      }),
    { timeout: 120_000 }
  )
})

describe("production mode (no demo data)", () => {
  const settings = { seedDemo: false, adminEmail: Option.some("root@example.com"), adminPassword: Option.some(Redacted.make("Root12345!")) }

  it.live(
    "creates the first super admin from ADMIN_EMAIL / ADMIN_PASSWORD and no demo world",
    () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const token = yield* api.login("root@example.com", "Root12345!")
        const me = yield* api.request("GET", "/auth/api/v2/me", { token })
        expect(me.body.data.roles).toEqual([{ name: "admin" }])
        expect((yield* api.request("POST", "/auth/api/v2/login", { json: Seeded.agencyAdmin })).status).toBe(422)
        expect((yield* api.request("GET", "/portal/api/v2/guest/portals")).body.data).toEqual([])
      }).pipe(Effect.provide(testServer(settings))),
    { timeout: 60_000 }
  )

  it.live(
    "plans and credit packs are reference data in every mode",
    () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const plans = yield* sql`
        SELECT id, name, type, price, portal_limit, user_limit, module_limit, interval, trial_period, module_access
        FROM plans ORDER BY price`
        expect(plans).toEqual([
          {
            id: 1,
            name: "Free",
            type: "free",
            price: 0,
            portal_limit: 10,
            user_limit: 2,
            module_limit: 20,
            interval: "monthly",
            trial_period: "yes",
            module_access: "free"
          },
          {
            id: 35,
            name: "Core",
            type: "paid",
            price: 19700,
            portal_limit: 10,
            user_limit: 5,
            module_limit: 50,
            interval: "monthly",
            trial_period: "no",
            module_access: "lite"
          },
          {
            id: 40,
            name: "Stack",
            type: "paid",
            price: 99700,
            portal_limit: 10,
            user_limit: 5,
            module_limit: 70,
            interval: "monthly",
            trial_period: "no",
            module_access: "lite"
          },
          {
            id: 11,
            name: "PRO",
            type: "paid",
            price: 299700,
            portal_limit: 1,
            user_limit: 10,
            module_limit: 999,
            interval: "monthly",
            trial_period: "no",
            module_access: "pro"
          }
        ])
        const [defaultPack] = yield* sql`SELECT credit, amount FROM credit_packs ORDER BY credit LIMIT 1`
        expect(defaultPack).toEqual({ credit: 1, amount: 50 })
        // New plans continue after the fixed ids.
        const [created] = yield* sql<{ id: number }>`
        INSERT INTO plans (name, type, portal_limit, user_limit, module_limit, module_access) VALUES ('Custom', 'fixed', 1, 1, 1, 'free') RETURNING id`
        expect(created!.id).toBe(41)
      }).pipe(Effect.provide(testServer(settings))),
    { timeout: 60_000 }
  )
})

describe("seeded CRM connections", () => {
  it.live(
    "each seeded portal holds an encrypted refresh token the sandbox HubSpot honours",
    () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const secrets = yield* Secrets
        const crm = yield* Crm
        const rows = yield* sql<{ name: string; hub_id: number; refresh_token_encrypted: string; scopes: ReadonlyArray<string> }>`
        SELECT name, hub_id::float8 AS hub_id, refresh_token_encrypted, scopes FROM portals ORDER BY id`
        expect(rows).toHaveLength(8)
        for (const row of rows) {
          const token = secrets.decrypt(row.refresh_token_encrypted)
          expect(Option.isSome(token)).toBe(true)
          // The stored form is ciphertext, not the token itself.
          expect(row.refresh_token_encrypted).not.toContain(Option.getOrThrow(token))
          const access = yield* crm.refresh(Option.getOrThrow(token))
          const info = yield* crm.introspect(access.access_token)
          expect([access.hub_id, info.hub_id]).toEqual([row.hub_id, row.hub_id])
          expect([...(access.scopes ?? [])].sort()).toEqual([...row.scopes].sort())
          expect([...info.scopes].sort()).toEqual([...row.scopes].sort())
        }
        const beacon = rows.find((row) => row.name === "Beacon Portal")!
        expect(beacon.scopes).not.toContain("hubdb")
      }).pipe(Effect.provide(testServer())),
    { timeout: 60_000 }
  )
})
