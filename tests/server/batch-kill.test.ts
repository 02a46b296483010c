// The durable batch under a real crash: the server process is killed (SIGKILL, no shutdown) in the
// middle of a module-group install, started again on the same data directory, and the batch finishes
// with every module installed once. This is what `npm start` users get after a power cut.
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A free loopback port. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

const dataDir = mkdtempSync(join(tmpdir(), "portal-kill-"))
const children: Array<ChildProcess> = []

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
  }
  await sleep(1000)
  rmSync(dataDir, { recursive: true, force: true })
})

const startServer = async (port: number) => {
  const { DATABASE_URL: _external, ...env } = process.env
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: "false" }
  })
  children.push(child)
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const probe = await fetch(`http://127.0.0.1:${port}/auth/api/v2/client-config`, { signal: AbortSignal.timeout(2000) })
      if (probe.ok) return child
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error("the server did not start within 60 s")
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())))

const call = async (port: number, method: string, path: string, token?: string, body?: unknown) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000)
  })
  return { status: response.status, body: await response.json() as any }
}

const login = async (port: number) => {
  const reply = await call(port, "POST", "/auth/api/v2/login", undefined, { email: "agency@example.com", password: "Agency123!" })
  expect(reply.status).toBe(200)
  return reply.body.data.token as string
}

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
    const first = await startServer(firstPort)
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
    first.kill("SIGKILL")
    await exited(first)
    expect(before?.status).not.toBe("finished")
    // The embedded database's own process stops when its parent is gone; give it a moment to let go of the files.
    await sleep(1500)

    const secondPort = await freePort()
    await startServer(secondPort)
    const again = await login(secondPort)
    let after: BatchView | undefined
    for (let i = 0; i < 180; i++) {
      after = (await call(secondPort, "GET", `/portal/api/v2/batch/${id}`, again)).body.data as BatchView
      if (after.status === "finished") break
      await sleep(500)
    }
    expect(after).toMatchObject({ status: "finished", progress: 100, totalJobs: 4, processedJobs: 4, failedJobs: 0 })

    const groups = await call(secondPort, "GET", `/module/api/v2/module-groups?portal=${PORTAL}`, again)
    expect(groups.body.data.find((group: { key: string }) => group.key === GROUP)).toMatchObject({ installed: true, button_state: "Installed" })
    // Each module of the group was recorded installed exactly once, however far the first process got.
    const history = await call(secondPort, "GET", `/module/api/v2/histories?portal=${PORTAL}&limit=100`, again)
    const installs = (history.body.data as Array<{ name: string; status_label: string }>).filter((entry) => entry.status_label === "Installed")
    for (const name of ["Two Column Layout", "Three Column Layout", "Image with Text", "Divider"]) {
      expect(installs.filter((entry) => entry.name.startsWith(`${name} `))).toHaveLength(1)
    }
  }, 180_000)
})
