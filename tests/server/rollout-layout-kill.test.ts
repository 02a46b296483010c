// A layout rollout under a real crash: the server process is killed (SIGKILL, no shutdown) while its portals' batches
// (a job per module and theme file) are being worked on, started again on the same data directory, and the rollout
// finishes with each module installed once per portal and each credit spent once. Portals run one at a time
// (ROLLOUT_PARALLEL=1) so the kill lands mid-way. Its own data directory: nothing another kill test left.
import { afterAll, describe, expect, it } from "vitest"

import { callServer as call, freePort, killableServers, loginAgencyAdmin as login, sleep } from "./support/killable-server.ts"

const servers = killableServers("rollout-layout-kill", { ROLLOUT_PARALLEL: "1" })
afterAll(servers.stopAll)

interface RolloutView {
  readonly finished_at: string | null
  readonly status: string
  readonly counts: Record<string, number>
  readonly portals: ReadonlyArray<{
    readonly portal_id: number
    readonly status: string
    readonly credits_spent: number
    readonly items: ReadonlyArray<{ readonly label: string; readonly status: string }>
  }>
}

// Rating Stars and Progress Bar are Core modules: Acme (1, PRO), Beacon (2, Core) and Acme Staging (4, PRO) have them
// by their plan; Cobalt (3, free) buys each with one of Demo Agency's credits. css/utilities.css 1.1.0 is built for
// theme 5.0.0: Beacon (4.1.0) is left without it, Acme holds it already.
const PORTALS = [1, 3, 2, 4]
const MODULES = ["Rating Stars", "Progress Bar"]
const AGENCY = 1

describe("a layout rollout survives a killed server", () => {
  it("SIGKILL mid-rollout, restart on the same data, and each part is done once per portal, each credit spent once", async () => {
    const firstPort = await freePort()
    const first = await servers.start(firstPort)
    const token = await login(firstPort)
    const credits = (await call(firstPort, "GET", `/agency/api/v2/agencies/${AGENCY}`, token)).body.data.credit_limit as number
    const layout = await call(firstPort, "POST", "/module/api/v2/layouts", token, {
      portal: 1,
      name: "Crash setup",
      content: { modules: [{ key: "el-rating-stars" }, { key: "el-progress-bar" }], files: [{ path: "css/utilities.css" }] }
    })
    expect(layout.status).toBe(201)

    const started = await call(firstPort, "POST", "/portal/api/v2/rollouts", token, {
      change: { kind: "layout", layout_id: layout.body.data.id },
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
    expect(after?.portals.map((portal) => portal.items.length)).toEqual([2, 3, 2, 3])
    expect(after?.portals.flatMap((portal) => portal.items.map((item) => item.status)).every((status) => status === "done")).toBe(true)
    expect(after?.portals.map((portal) => portal.credits_spent)).toEqual([0, 2, 0, 0])
    const agency = (await call(secondPort, "GET", `/agency/api/v2/agencies/${AGENCY}`, again)).body.data
    expect(agency.credit_limit).toBe(credits - 2)
    for (const portal of PORTALS) {
      const history = await call(secondPort, "GET", `/module/api/v2/histories?portal=${portal}&limit=100`, again)
      const entries = history.body.data as Array<{ name: string; status_label: string }>
      for (const module of MODULES) {
        expect(entries.filter((entry) => entry.status_label === "Installed" && entry.name.startsWith(`${module} `))).toHaveLength(1)
      }
    }
  }, 240_000)
})
