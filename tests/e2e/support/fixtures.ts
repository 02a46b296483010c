// Every journey on a server of its own: `test` is Playwright's, with `baseURL` pointing at a server
// started for this journey alone on a fresh copy of the demo world (server/testing/e2e-host.ts), so a
// journey passes alone, in any order, sharded and beside any other, and what it changes dies with it.
// A journey that needs other server settings than the defaults names them as environment variables with
// `test.use({ serverEnv: { NAME: "value" } })`; its server then reads them over the process environment.
// Journeys import `test` and `expect` from here, never from @playwright/test.
import { type ChildProcess, fork } from "node:child_process"
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"

import { expect, test as base } from "@playwright/test"

interface Host {
  /**
   * Starts a server for one journey, with `env` over the host's environment (none: the defaults);
   * returns its address (http://localhost:PORT).
   */
  readonly start: (id: string, env: Readonly<Record<string, string>>) => Promise<string>
  readonly stop: (id: string) => Promise<void>
}

type Reply =
  | { readonly ready: true }
  | { readonly started: string; readonly url: string }
  | { readonly failed: string; readonly message: string }
  | { readonly stopped: string }

const HOST_SCRIPT = new URL("../../../server/testing/e2e-host.ts", import.meta.url)

const forkHost = (): Promise<{ readonly child: ChildProcess; readonly host: Host }> =>
  new Promise((resolve, reject) => {
    const child = fork(HOST_SCRIPT, [], {
      execArgv: ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href],
      // Its failures show in the run's output; requests are not logged.
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      // The per-address limits on registrations and password resets (5 an hour, 5 in 15 minutes) are
      // production's; every journey comes from 127.0.0.1, and some register or reset more than that.
      env: { ...process.env, REGISTER_IP_MAX: "1000", RESET_IP_MAX: "1000", LOG_REQUESTS: "false" }
    })
    const waiting = new Map<string, { resolve: (reply: Reply) => void }>()
    const ask = (message: object, key: string) =>
      new Promise<Reply>((answer) => {
        waiting.set(key, { resolve: answer })
        child.send(message)
      })
    child.on("message", (reply: Reply) => {
      if ("ready" in reply) {
        resolve({
          child,
          host: {
            start: async (id, env) => {
              const answer = await ask({ start: id, env }, `start:${id}`)
              if ("url" in answer) return answer.url
              throw new Error(`The journey's server did not start: ${"message" in answer ? answer.message : JSON.stringify(answer)}`)
            },
            stop: async (id) => {
              await ask({ stop: id }, `stop:${id}`)
            }
          }
        })
        return
      }
      const key = "started" in reply ? `start:${reply.started}` : "failed" in reply ? `start:${reply.failed}` : `stop:${reply.stopped}`
      waiting.get(key)?.resolve(reply)
      waiting.delete(key)
    })
    child.once("exit", (code, signal) => {
      const error = new Error(`The journeys' server host exited (code ${code}, signal ${signal})`)
      reject(error)
      for (const { resolve: answer } of waiting.values()) answer({ failed: "", message: error.message })
      waiting.clear()
    })
  })

export const test = base.extend<{ server: string; serverEnv: Readonly<Record<string, string>> }, { host: Host }>({
  host: [
    async ({}, use) => {
      const { child, host } = await forkHost()
      await use(host)
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once("exit", () => resolve())
        // Closing the channel tells the host to stop its servers and leave.
        child.disconnect()
      })
    },
    // Building the worker's template (migrations and the demo seed) takes seconds, more on a busy machine.
    { scope: "worker", timeout: 180_000 }
  ],
  // Environment variables the journey's server reads over the host's (its settings, the sandboxes'):
  // e.g. test.use({ serverEnv: { SANDBOX_HUBSPOT_RATE_LIMIT_MAX: "2" } }). Empty: the default server.
  serverEnv: [{}, { option: true }],
  server: async ({ host, serverEnv }, use, testInfo) => {
    const id = `${testInfo.workerIndex}:${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`
    const url = await host.start(id, serverEnv)
    await use(url)
    await host.stop(id)
  },
  baseURL: async ({ server }, use) => {
    await use(server)
  }
})

export { expect }
