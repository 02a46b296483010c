// A rollout under a real crash: the server process is killed (SIGKILL, no shutdown) while the rollout's portals are
// being worked on, started again on the same data directory, and the rollout finishes with each portal changed
// once and each credit spent once. The portals run one at a time (ROLLOUT_PARALLEL=1) so the kill lands mid-way.
import { afterAll, describe, expect, it } from "vitest"

import { callServer as call, freePort, killableServers, loginAgencyAdmin as login, sleep } from "./support/killable-server.ts"

const servers = killableServers("rollout-kill", { ROLLOUT_PARALLEL: "1" })
afterAll(servers.stopAll)

interface RolloutView {
  readonly finished_at: string | null
  readonly status: string
  readonly counts: Record<string, number>
  readonly portals: ReadonlyArray<{ readonly portal_id: number; readonly status: string; readonly credits_spent: number }>
}

// Rating Stars is a Core module: Acme (1, PRO), Beacon (2, Core) and Acme Staging (4, PRO) have it by their plan;
// Cobalt (3, free) buys it with one of Demo Agency's credits.
const PORTALS = [1, 3, 2, 4]
const MODULE = "el-rating-stars"
const AGENCY = 1

describe("a rollout survives a killed server", () => {
  it("SIGKILL mid-rollout, restart on the same data, and every portal is changed once, its credit spent once", async () => {
    const firstPort = await freePort()
    const first = await servers.start(firstPort)
    const token = await login(firstPort)
    const credits = (await call(firstPort, "GET", `/agency/api/v2/agencies/${AGENCY}`, token)).body.data.credit_limit as number

    const started = await call(firstPort, "POST", "/portal/api/v2/rollouts", token, {
      change: { kind: "module", module_key: MODULE },
      portal_ids: PORTALS,
      canary_size: 1
    })
    expect(started.status).toBe(201)
    const id = started.body.data.id as string

    // Kill once the canary has succeeded and the rest is under way: no shutdown hooks, no job released.
    let before: RolloutView | undefined
    for (let i = 0; i < 4000; i++) {
      before = (await call(firstPort, "GET", `/portal/api/v2/rollouts/${id}`, token)).body.data as RolloutView
      if ((before.counts["succeeded"] ?? 0) >= 1 && (before.counts["running"] ?? 0) >= 1) break
      await sleep(5)
    }
    await servers.kill(first)
    expect(before?.finished_at).toBeNull()

    const secondPort = await freePort()
    await servers.start(secondPort)
    const again = await login(secondPort)
    let after: RolloutView | undefined
    for (let i = 0; i < 240; i++) {
      after = (await call(secondPort, "GET", `/portal/api/v2/rollouts/${id}`, again)).body.data as RolloutView
      if (after.finished_at !== null) break
      await sleep(500)
    }
    expect(after?.status).toBe("finished")
    expect(after?.portals.map((portal) => portal.status)).toEqual(["succeeded", "succeeded", "succeeded", "succeeded"])
    expect(after?.portals.map((portal) => portal.credits_spent)).toEqual([0, 1, 0, 0])
    const agency = (await call(secondPort, "GET", `/agency/api/v2/agencies/${AGENCY}`, again)).body.data
    expect(agency.credit_limit).toBe(credits - 1)
    for (const portal of PORTALS) {
      const history = await call(secondPort, "GET", `/module/api/v2/histories?portal=${portal}&limit=100`, again)
      const installs = (history.body.data as Array<{ name: string; status_label: string }>).filter(
        (entry) => entry.status_label === "Installed" && entry.name.startsWith("Rating Stars ")
      )
      expect(installs).toHaveLength(1)
    }
  }, 240_000)
})
