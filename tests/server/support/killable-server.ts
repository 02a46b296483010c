// The real server as a child process on its own data directory, to kill with SIGKILL (no shutdown
// hooks) and start again on the same data: what `npm start` users get after a power cut. Shared by
// the kill tests (batches, credit purchases, plan purchases).
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { expect } from "vitest"

import { embeddedHostsOn } from "../../../server/cli/database.ts"
import type { JsonBody } from "../../../server/testing/json-body.ts"

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A free loopback port. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

/**
 * Servers started on one temporary data directory, with the embedded database and sandboxes (never an
 * external DATABASE_URL or payment provider) and `env` added; `stopAll` ends them and removes the data.
 */
export const killableServers = (name: string, env: Record<string, string> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${name}-`))
  const children: Array<ChildProcess> = []

  const start = async (port: number) => {
    const { DATABASE_URL: _external, STRIPE_SECRET_KEY: _key, STRIPE_API_HOST: _host, ...inherited } = process.env
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...inherited, ...env, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: "false" }
    })
    children.push(child)
    // A busy machine initialising a fresh embedded database can take minutes: 3 at most.
    for (let i = 0; i < 720; i++) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      try {
        const probe = await fetch(`http://127.0.0.1:${port}/auth/api/v2/client-config`, { signal: AbortSignal.timeout(2000) })
        if (probe.ok) return child
      } catch {
        // not listening yet
      }
      await sleep(250)
    }
    throw new Error("the server did not start within 3 minutes")
  }

  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())))

  /**
   * Until the embedded database's own process (it stops itself when its server's IPC channel closes) has
   * let go of the data directory: the next server may open it then. 30 s at most.
   */
  const databaseReleased = async () => {
    for (let i = 0; i < 600 && embeddedHostsOn(dataDir).length > 0; i++) await sleep(50)
    expect(embeddedHostsOn(dataDir), "the embedded database process outlived its server by 30 s").toEqual([])
  }

  /** SIGKILL (no shutdown hooks run), then until the embedded database's process is gone. */
  const kill = async (child: ChildProcess) => {
    child.kill("SIGKILL")
    await exited(child)
    await databaseReleased()
  }

  const stopAll = async () => {
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
    for (const child of running) child.kill("SIGTERM")
    await Promise.all(running.map(exited))
    await databaseReleased()
    rmSync(dataDir, { recursive: true, force: true })
  }

  return { start, kill, stopAll } as const
}

/** A JSON call to the server on `port`, as the browser makes it. */
export const callServer = async (port: number, method: string, path: string, token?: string, body?: unknown) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000)
  })
  return { status: response.status, body: (await response.json()) as JsonBody }
}

/** The seeded agency admin's token. */
export const loginAgencyAdmin = async (port: number) => {
  const reply = await callServer(port, "POST", "/auth/api/v2/login", undefined, { email: "agency@example.com", password: "Agency123!" })
  expect(reply.status).toBe(200)
  return reply.body.data.token as string
}

/**
 * Waits until the sandbox payments have delivered every webhook they recorded (none pending in their
 * Dashboard): after it, no late delivery can change what the test reads. 60 s at most.
 */
export const webhooksDelivered = async (port: number): Promise<void> => {
  for (let i = 0; i < 600; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/sandbox/stripe/dashboard/events?limit=100`, {
      signal: AbortSignal.timeout(15_000)
    })
    const { data } = (await response.json()) as { data: Array<{ delivery: { status: string } }> }
    if (data.every((event) => event.delivery.status !== "pending")) return
    await sleep(100)
  }
  throw new Error("webhooks still pending after 60 s")
}
