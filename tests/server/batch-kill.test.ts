// The durable batch under a real crash: the server process is killed (SIGKILL, no shutdown) in the
// middle of a module-group install, started again on the same data directory, and the batch finishes
// with every module installed once. This is what `npm start` users get after a power cut.
import { afterAll, describe, expect, it } from "vitest"

import { callServer as call, freePort, killableServers, loginAgencyAdmin as login, sleep } from "./support/killable-server.ts"

const servers = killableServers("kill")
afterAll(servers.stopAll)

interface BatchView {
  readonly progress: number
  readonly processedJobs: number
  readonly totalJobs: number
  readonly failedJobs: number
  readonly status: string
}

// Cobalt (portal 3, free plan) can install the free modules of 'layout-basics'.
const PORTAL = 3
const GROUP = "layout-basics"

describe("a batch survives a killed server", () => {
  it("SIGKILL mid-install, restart on the same data, and the group install finishes", async () => {
    const firstPort = await freePort()
    const first = await servers.start(firstPort)
    const token = await login(firstPort)

    const started = await call(firstPort, "POST", "/module/api/v2/module-groups/install", token, { group: GROUP, portal: PORTAL })
    expect(started.status).toBe(200)
    const id = started.body.data.batch_id as string

    // Kill as soon as the batch is under way and not yet done: no shutdown hooks, no job released.
    let before: BatchView | undefined
    for (let i = 0; i < 2000; i++) {
      before = (await call(firstPort, "GET", `/portal/api/v2/batch/${id}`, token)).body.data as BatchView
      if (before.status !== "pending" || before.processedJobs > 0) break
      await sleep(5)
    }
    await servers.kill(first)
    expect(before?.status).not.toBe("finished")

    const secondPort = await freePort()
    await servers.start(secondPort)
    const again = await login(secondPort)
    let after: BatchView | undefined
    for (let i = 0; i < 180; i++) {
      after = (await call(secondPort, "GET", `/portal/api/v2/batch/${id}`, again)).body.data as BatchView
      if (after.status === "finished") break
      await sleep(500)
    }
    expect(after).toMatchObject({ status: "finished", progress: 100, totalJobs: 4, processedJobs: 4, failedJobs: 0 })

    const groups = await call(secondPort, "GET", `/module/api/v2/module-groups?portal=${PORTAL}`, again)
    expect(groups.body.data.find((group: { key: string }) => group.key === GROUP)).toMatchObject({
      installed: true,
      button_state: "Installed"
    })
    // Each module of the group was recorded installed exactly once, however far the first process got.
    const history = await call(secondPort, "GET", `/module/api/v2/histories?portal=${PORTAL}&limit=100`, again)
    const installs = (history.body.data as Array<{ name: string; status_label: string }>).filter(
      (entry) => entry.status_label === "Installed"
    )
    for (const name of ["Two Column Layout", "Three Column Layout", "Image with Text", "Divider"]) {
      expect(installs.filter((entry) => entry.name.startsWith(`${name} `))).toHaveLength(1)
    }
  }, 180_000)
})
