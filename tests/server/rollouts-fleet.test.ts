// The rollout the feature is for: a module upgrade taken to 20 portals of a fleet with real sandbox HubSpot
// accounts, where 3 portals hold the module's files edited in HubSpot, 1 belongs to a suspended agency, 1 needs a
// credit its agency does not have and 1 has its connection revoked. Those 6 are skipped with their reasons; the
// others are upgraded (read back from the CRM and the holdings), the free-plan ones buying the module with a credit.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Crm } from "../../server/integrations/crm/index.ts"
import { Secrets } from "../../server/lib/app-key.ts"
import { portalCrmAuth, publishedCrmFile } from "./support/crm.ts"
import {
  awaitRollout,
  creditsOf,
  holdModule,
  installedVersion,
  login,
  post,
  rolloutBase,
  seedConnectedFleet,
  sqlRun
} from "./support/rollout-kit.ts"
import { Seeded, testServer } from "./support/TestApi.ts"

const KEY = "team-members"
const FIRST_HUB_ID = 71_500_000
const DRIFTED = [1, 2, 6]
const SUSPENDED = 5
const POOR = 8
const REVOKED = 3

// Every portal of the rest side by side: the worker and the rollout take as many portals at once as there are.
layer(testServer({ rolloutParallel: 16, batchWorkerConcurrency: 16 }), { excludeTestServices: true, timeout: 300_000 })(
  "a rollout to a fleet",
  (it) => {
    it.effect("upgrades 14 of 20 portals and skips the drifted, suspended, creditless and revoked ones with their reasons", () =>
      Effect.gen(function* () {
        const { agencyIds, grants, portalIds } = yield* seedConnectedFleet(20, FIRST_HUB_ID)
        const fleetAgency = agencyIds[0]!
        const secrets = yield* Secrets
        // The fleet revokes every tenth portal from the fourth: only one revoked portal here.
        yield* sqlRun(
          (sql) =>
            sql`UPDATE portals SET refresh_token_encrypted = ${secrets.encrypt(grants.get(FIRST_HUB_ID + 13)!.refresh_token)}, scopes = ${["oauth", "content", "hubdb"]} WHERE id = ${portalIds[13]!}`
        )
        yield* sqlRun((sql) => sql`UPDATE agencies SET credit_limit = 100 WHERE id = ${fleetAgency}`)
        yield* sqlRun(
          (sql) =>
            sql`DELETE FROM portal_modules WHERE module_id = (SELECT id FROM modules WHERE key = ${KEY}) AND ${sql.in("portal_id", portalIds)}`
        )
        for (const [index, portal] of portalIds.entries()) if (index !== POOR) yield* holdModule(portal, KEY, "1.0.0")
        const [suspended] = yield* sqlRun(
          (sql) =>
            sql<{
              id: number
            }>`INSERT INTO agencies (name, admin_name, admin_email, source, status) VALUES ('Rollout Suspended', 'S', 'rollout-suspended@example.com', 'other', 'suspend') RETURNING id`
        )
        const [poor] = yield* sqlRun(
          (sql) =>
            sql<{
              id: number
            }>`INSERT INTO agencies (name, admin_name, admin_email, source, credit_limit) VALUES ('Rollout Poor', 'P', 'rollout-poor@example.com', 'other', 0) RETURNING id`
        )
        yield* sqlRun((sql) => sql`UPDATE portals SET agency_id = ${suspended!.id} WHERE id = ${portalIds[SUSPENDED]!}`)
        yield* sqlRun((sql) => sql`UPDATE portals SET agency_id = ${poor!.id} WHERE id = ${portalIds[POOR]!}`)
        // Edited in HubSpot's design manager since the module was installed.
        const [root] = yield* sqlRun(
          (sql) => sql<{ files: ReadonlyArray<{ name: string; content: string }> }>`
        SELECT mv.files FROM module_versions mv JOIN modules m ON m.id = mv.module_id WHERE m.key = ${KEY} AND mv.version = '1.1.0'`
        )
        const file = root!.files[0]!
        const pathOf = (portal: number) =>
          Effect.map(
            sqlRun((sql) => sql<{ root: string }>`SELECT custom_installation AS root FROM portals WHERE id = ${portal}`),
            (rows) => `${rows[0]!.root}/modules/${KEY}.module/${file.name}`
          )
        const crm = yield* Crm
        for (const index of DRIFTED) {
          const portal = portalIds[index]!
          yield* Effect.orDie(crm.writeFile(yield* portalCrmAuth(portal), "published", yield* pathOf(portal), "<!-- edited in HubSpot -->"))
        }

        const token = yield* login(Seeded.admin)
        const change = { kind: "module", module_key: KEY }
        const preview = yield* post(`${rolloutBase}/preview`, token, { change, portal_ids: portalIds })
        expect(preview.status).toBe(200)
        const skips = preview.body.data.portals.map((portal: { skip: { reason: string } | null }) => portal.skip?.reason ?? null)
        expect(skips.filter((reason: string | null) => reason !== null)).toHaveLength(6)
        expect(preview.body.data.portals[DRIFTED[0]!].skip).toEqual({
          reason: "drifted",
          message: "1 file was edited in HubSpot: review them on the portal first."
        })

        const created = yield* post(rolloutBase, token, { change, portal_ids: portalIds, canary_size: 1, failure_threshold: 3 })
        expect(created.status).toBe(201)
        const done = yield* awaitRollout(token, created.body.data.id)
        const byIndex = (index: number) => done.portals.find((portal) => portal.portal_id === portalIds[index])!
        for (const index of DRIFTED) expect(byIndex(index)).toMatchObject({ status: "skipped", skip_reason: "drifted" })
        expect(byIndex(SUSPENDED)).toMatchObject({ status: "skipped", skip_reason: "suspended" })
        expect(byIndex(POOR)).toMatchObject({ status: "skipped", skip_reason: "credits" })
        expect(byIndex(REVOKED)).toMatchObject({ status: "skipped", skip_reason: "reconnect" })
        expect(done.counts).toMatchObject({ total: 20, skipped: 6, succeeded: 14, failed: 0 })
        const skipped = new Set([...DRIFTED, SUSPENDED, POOR, REVOKED])
        for (const [index, portal] of portalIds.entries()) {
          if (skipped.has(index)) {
            expect(yield* installedVersion(portal, KEY)).toBe(index === POOR ? null : "1.0.0")
            continue
          }
          expect(yield* installedVersion(portal, KEY)).toBe("1.1.0")
          expect(yield* publishedCrmFile(portal, yield* pathOf(portal))).toBe(file.content)
        }
        // The drifted portals keep what was edited in HubSpot.
        expect(yield* publishedCrmFile(portalIds[1]!, yield* pathOf(portalIds[1]!))).toBe("<!-- edited in HubSpot -->")
        // Free-plan portals (every fourth) bought the Core module with one credit each: 0, 4, 12, 16.
        const buyers = done.portals.filter((portal) => portal.credits_spent === 1).map((portal) => portalIds.indexOf(portal.portal_id))
        expect(buyers).toEqual([0, 4, 12, 16])
        expect(yield* creditsOf(fleetAgency)).toBe(96)

        // How long the whole took against its portals: the canary alone, then the rest side by side.
        const batches = yield* sqlRun(
          (sql) => sql<{ phase: string; ms: number }>`
          SELECT rp.phase, (EXTRACT(EPOCH FROM (b.finished_at - b.created_at)) * 1000)::int AS ms
          FROM rollout_portals rp JOIN batches b ON b.id = rp.batch_id WHERE rp.rollout_id = ${created.body.data.id}`
        )
        const [whole] = yield* sqlRun(
          (sql) => sql<{ ms: number }>`
          SELECT (EXTRACT(EPOCH FROM (finished_at - created_at)) * 1000)::int AS ms FROM rollouts WHERE id = ${created.body.data.id}`
        )
        const canary = Math.max(...batches.filter((row) => row.phase === "canary").map((row) => row.ms))
        const slowest = Math.max(...batches.filter((row) => row.phase === "rest").map((row) => row.ms))
        console.log(`rollout of 14 portals: ${whole!.ms} ms in all; canary ${canary} ms; slowest of the 13 others ${slowest} ms`)
        // Measured and reported, not asserted: the 13 after the canary run side by side, but they share the
        // embedded database's one connection and the in-process sandbox HubSpot, so timings swing with the machine.
        expect(batches).toHaveLength(14)
      })
    )
  }
)
