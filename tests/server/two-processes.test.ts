// Two API processes on one PostgreSQL, with the realtime server as a process of its own (`npm run realtime`),
// as a deployment behind a load balancer runs them: a session started on one is known to the other, a logout
// through one ends it on the other, the login limit counts attempts through both, a module group installed
// through one is worked by their batch workers exactly once, two groups on two portals are shared between both
// processes' workers (each job records the process that ran it), progress reaches a socket that was
// authorised through the other, and a module list that one process remembers shows the other's installs within
// moments. Needs DATABASE_URL (npm test's PostgreSQL run); the embedded database belongs to a single process.
import { type ChildProcess, spawn } from "node:child_process"

import { SqlClient } from "@effect/sql"
import { Context, Effect, Exit, Layer, Option, Redacted, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"

import { AppConfig } from "../../server/config.ts"
import { Database, SqlLive } from "../../server/db/client.ts"
import { TestDatabase } from "../../server/testing/database.ts"
import { testSettings } from "../../server/testing/settings.ts"
import { callServer as call, freePort, loginAgencyAdmin, sleep } from "./support/killable-server.ts"

const external = process.env["DATABASE_URL"]?.trim()

// Cobalt (portal 3, free plan) and Acme Portal (1, PRO, every theme file) can install the free modules of
// 'layout-basics' (4 modules).
const PORTAL = 3
const SECOND_PORTAL = 1
const MODULES = ["Two Column Layout", "Three Column Layout", "Image with Text", "Divider"]
const GROUP = "layout-basics"
const SECRET = "two-processes-shared-pusher-secret"

const children: Array<ChildProcess> = []
const scope = Effect.runSync(Scope.make())

const spawnProcess = (entry: string, env: Record<string, string>) => {
  const { DATABASE_URL: _url, STRIPE_SECRET_KEY: _key, STRIPE_API_HOST: _host, ...inherited } = process.env
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...inherited, LOG_REQUESTS: "false", PUSHER_SECRET: SECRET, ...env }
  })
  children.push(child)
  return child
}

/** Until `url` answers 2xx–4xx (a fresh process on a busy machine may take a while: 3 minutes at most). */
const answering = async (child: ChildProcess, url: string) => {
  for (let i = 0; i < 720; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`)
    try {
      const probe = await fetch(url, { method: "POST", signal: AbortSignal.timeout(2000) })
      if (probe.status < 500) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer within 3 minutes`)
}

let database: Context.Context<SqlClient.SqlClient>
let apiA = 0
let apiB = 0
let realtimePort = 0

describe.skipIf(external === undefined || external === "")("two API processes on one PostgreSQL", () => {
  beforeAll(async () => {
    // A database of its own, copied from the run's seeded template, dropped when the test ends.
    const settings = testSettings()
    const context = await Effect.runPromise(
      Layer.buildWithScope(SqlLive.pipe(Layer.provideMerge(TestDatabase), Layer.provide(AppConfig.make(settings))), scope)
    )
    database = context
    const databaseUrl = Redacted.value(Context.get(context, Database).url)
    const appKey = Redacted.value(Option.getOrThrow(settings.appKey))
    ;[apiA, apiB, realtimePort] = [await freePort(), await freePort(), await freePort()]
    const realtime = spawnProcess("server/realtime-main.ts", { REALTIME_PORT: String(realtimePort), REALTIME_HOST: "127.0.0.1" })
    const api = (port: number) =>
      spawnProcess("server/main.ts", {
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        APP_KEY: appKey,
        PUSHER_HOST: "127.0.0.1",
        PUSHER_PORT: String(realtimePort),
        PUSHER_USE_TLS: "false",
        // One job at a time per process, and CRM calls paced per account (3 per second), so a job lasts longer
        // than a worker's idle poll (250 ms): while one process works a portal, the other takes the next portal.
        BATCH_WORKER_CONCURRENCY: "1",
        HUBSPOT_RATE_LIMIT_MAX: "3",
        HUBSPOT_RATE_LIMIT_INTERVAL_MS: "1000"
      })
    const [a, b] = [api(apiA), api(apiB)]
    await Promise.all([
      answering(realtime, `http://127.0.0.1:${realtimePort}/apps/portal-app/events`),
      answering(a, `http://127.0.0.1:${apiA}/auth/api/v2/client-config`),
      answering(b, `http://127.0.0.1:${apiB}/auth/api/v2/client-config`)
    ])
  }, 240_000)

  afterAll(async () => {
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
    for (const child of running) child.kill("SIGTERM")
    await Promise.all(running.map((child) => new Promise((resolve) => child.once("exit", resolve))))
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }, 60_000)

  it("a session from one is known to the other, and a logout through one ends it on both", async () => {
    const token = await loginAgencyAdmin(apiA)
    expect((await call(apiB, "GET", "/auth/api/v2/me", token)).status).toBe(200)
    expect((await call(apiA, "GET", "/auth/api/v2/me", token)).status).toBe(200)
    expect((await call(apiB, "POST", "/auth/api/v2/logout", token)).status).toBe(200)
    expect((await call(apiB, "GET", "/auth/api/v2/me", token)).status).toBe(401)
    // Process A learns of it from the database within its poll (250 ms); a second at most on a busy machine.
    const deadline = Date.now() + 3_000
    let status = 200
    while (status !== 401 && Date.now() < deadline) {
      status = (await call(apiA, "GET", "/auth/api/v2/me", token)).status
      if (status !== 401) await sleep(25)
    }
    expect(status).toBe(401)
  }, 60_000)

  it("the login limit counts wrong passwords through both processes", async () => {
    const attempt = (port: number) =>
      call(port, "POST", "/auth/api/v2/login", undefined, { email: "north@example.com", password: "Not the password 1!" })
    // LOGIN_MAX_PER_ACCOUNT is 5: three through each, at once.
    const replies = await Promise.all([apiA, apiB, apiA, apiB, apiA, apiB].map(attempt))
    const statuses = replies.map((reply) => reply.status).sort()
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
  }, 60_000)

  it("a group installed through one is worked exactly once with both processes' batch workers running, and its progress reaches a socket authorised through the other", async () => {
    const token = await loginAgencyAdmin(apiA)
    const me = (await call(apiA, "GET", "/auth/api/v2/me", token)).body.data as { id: number }

    // A socket on the realtime server, its private channel authorised by process B.
    const socket = new WebSocket(`ws://127.0.0.1:${realtimePort}/app/portal-key?protocol=7&client=js&version=8.4.0`)
    const messages: Array<{ event: string; channel?: string; data?: unknown }> = []
    socket.on("message", (raw) => messages.push(JSON.parse(String(raw))))
    const until = async (what: string, found: () => boolean) => {
      for (let i = 0; i < 1200 && !found(); i++) await sleep(50)
      if (!found()) throw new Error(`${what}: not within 60 s`)
    }
    await until("connection_established", () => messages.some((message) => message.event === "pusher:connection_established"))
    const established = messages.find((message) => message.event === "pusher:connection_established")!
    const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id
    const channel = `private-user.${me.id}`
    const authorised = await call(apiB, "POST", "/auth/api/v2/broadcasting/auth", token, { socket_id: socketId, channel_name: channel })
    expect(authorised.status).toBe(200)
    socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: authorised.body.auth } }))
    await until("subscription", () => messages.some((message) => message.event === "pusher_internal:subscription_succeeded"))

    // Process A's module list of the first portal, which A now remembers for a few seconds: none of the group yet.
    const installedOn = async (port: number, portal: number) => {
      const reply = await call(port, "GET", `/module/api/v2/modules?portal=${portal}&limit=100`, token)
      expect(reply.status).toBe(200)
      return (reply.body.data as Array<{ name: string; installed: boolean }>).filter(
        (module) => MODULES.includes(module.name) && module.installed
      ).length
    }
    expect(await installedOn(apiA, PORTAL)).toBe(0)

    // One group through each process at the same moment, on two portals (each its own HubSpot account).
    const [started, second] = await Promise.all([
      call(apiA, "POST", "/module/api/v2/module-groups/install", token, { group: GROUP, portal: PORTAL }),
      call(apiB, "POST", "/module/api/v2/module-groups/install", token, { group: GROUP, portal: SECOND_PORTAL })
    ])
    expect([started.status, second.status]).toEqual([200, 200])
    const ids = [started.body.data.batch_id as string, second.body.data.batch_id as string]
    for (const id of ids) {
      let batch: { status: string; processedJobs: number; failedJobs: number; totalJobs: number } | undefined
      for (let i = 0; i < 480 && batch?.status !== "finished"; i++) {
        batch = (await call(apiB, "GET", `/portal/api/v2/batch/${id}`, token)).body.data
        if (batch?.status !== "finished") await sleep(250)
      }
      expect(batch).toMatchObject({ status: "finished", totalJobs: 4, processedJobs: 4, failedJobs: 0 })
    }
    await until("batch.progress", () => messages.some((message) => message.event === "batch.progress" && message.channel === channel))
    socket.close()

    // Process A's list shows what both processes' workers installed, within its poll of the change journal.
    const listed = Date.now() + 3_000
    let installed = await installedOn(apiA, PORTAL)
    while (installed !== MODULES.length && Date.now() < listed) {
      await sleep(25)
      installed = await installedOn(apiA, PORTAL)
    }
    expect(installed).toBe(MODULES.length)

    // Each module was installed exactly once on each portal, whichever process ran its job.
    for (const portal of [PORTAL, SECOND_PORTAL]) {
      const history = await call(apiB, "GET", `/module/api/v2/histories?portal=${portal}&limit=100`, token)
      const installs = (history.body.data as Array<{ name: string; status_label: string }>).filter(
        (entry) => entry.status_label === "Installed"
      )
      for (const name of MODULES) expect(installs.filter((entry) => entry.name.startsWith(`${name} `))).toHaveLength(1)
    }
    // Both processes ran some of the jobs.
    const workers = await Effect.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT DISTINCT claimed_by FROM batch_jobs WHERE ${sql.in("batch_id", ids)}`).pipe(
        Effect.provide(database)
      )
    )
    expect(workers).toHaveLength(2)
  }, 180_000)
})
