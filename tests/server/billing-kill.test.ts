// Money is never lost under a real crash: the server process (with the embedded sandbox payments in
// it) is killed with SIGKILL around a card payment for 3 credits (right after the card is confirmed,
// before it is confirmed, and while the confirmation and its webhook are in flight), started again on
// the same data directory, and within a bounded time the payment is succeeded, its PaymentIntent was
// charged once, and the agency has exactly 3 more credits. Reconciliation (the status call and the
// background sweep) is what settles a payment whose webhook died with the process.
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { SANDBOX_SECRET_KEY, SANDBOX_STRIPE_PREFIX } from "../../server/integrations/payments/index.ts"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const DEMO = 1
const ROUNDS = 3

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

const dataDir = mkdtempSync(join(tmpdir(), "portal-billing-kill-"))
const children: Array<ChildProcess> = []

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
  }
  await sleep(1000)
  rmSync(dataDir, { recursive: true, force: true })
})

const startServer = async (port: number) => {
  const { DATABASE_URL: _external, STRIPE_SECRET_KEY: _key, STRIPE_API_HOST: _host, ...env } = process.env
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    // A short sweep so the test need not wait a minute for it.
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: "false", BILLING_RECONCILE_INTERVAL_SECONDS: "2", BILLING_RECONCILE_AFTER_SECONDS: "1" }
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

const kill = async (child: ChildProcess) => {
  child.kill("SIGKILL")
  await new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())))
  // The embedded database's own process stops when its parent is gone; give it a moment to let go of the files.
  await sleep(1500)
}

const call = async (port: number, method: string, path: string, token?: string, body?: unknown) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000)
  })
  return { status: response.status, body: await response.json() as any }
}

const login = async (port: number) => {
  const reply = await call(port, "POST", "/auth/api/v2/login", undefined, { email: "agency@example.com", password: "Agency123!" })
  expect(reply.status).toBe(200)
  return reply.body.data.token as string
}

const credits = async (port: number, token: string) =>
  ((await call(port, "GET", "/auth/api/v2/me", token)).body.data.agencies as Array<{ id: number; credit_limit: number }>).find((agency) => agency.id === DEMO)!.credit_limit

/** What the card form posts to the sandbox: the client secret and the 4242 card. */
const confirm = (port: number, intentId: string, clientSecret: string) =>
  fetch(`http://127.0.0.1:${port}${SANDBOX_STRIPE_PREFIX}/v1/payment_intents/${intentId}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_secret: clientSecret,
      "payment_method_data[type]": "card",
      "payment_method_data[card][number]": "4242424242424242",
      "payment_method_data[card][exp_month]": "12",
      "payment_method_data[card][exp_year]": String(new Date().getUTCFullYear() + 3),
      "payment_method_data[card][cvc]": "123"
    }),
    signal: AbortSignal.timeout(15_000)
  })

/** The PaymentIntent as the sandbox holds it (the provider's side of the story). */
const intentAtProvider = async (port: number, intentId: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${SANDBOX_STRIPE_PREFIX}/v1/payment_intents/${intentId}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` }
  })
  return await response.json() as { status: string; amount_received: number; metadata: Record<string, string> }
}

type Moment = "after-confirm" | "before-confirm" | "during-confirm"

describe("a card payment survives a killed server", () => {
  it(`SIGKILL after, before and during the confirmation, ${ROUNDS} rounds each: credits +3 exactly once`, async () => {
    let port = await freePort()
    let server = await startServer(port)
    for (let round = 0; round < ROUNDS; round++) {
      for (const moment of ["after-confirm", "before-confirm", "during-confirm"] as Array<Moment>) {
        const token = await login(port)
        const before = await credits(port, token)
        const started = await call(port, "POST", `/agency/api/v2/billings/payment-intent/${DEMO}`, token, { credit: 3 })
        expect(started.status, JSON.stringify(started.body)).toBe(200)
        const clientSecret = started.body.data.client_secret as string
        const intentId = clientSecret.split("_secret_")[0]!
        const paymentId = started.body.data.payment.id as number

        if (moment === "after-confirm") {
          expect((await confirm(port, intentId, clientSecret)).status).toBe(200)
          await kill(server)
        } else if (moment === "during-confirm") {
          const inFlight = confirm(port, intentId, clientSecret).catch(() => null)
          await sleep(5 + Math.floor(Math.random() * 40))
          await kill(server)
          await inFlight
        } else {
          await kill(server)
        }

        port = await freePort()
        server = await startServer(port)
        const again = await login(port)
        // Killed before the card was charged: the payer confirms again (the same intent, same secret).
        if ((await intentAtProvider(port, intentId)).status !== "succeeded") {
          expect((await confirm(port, intentId, clientSecret)).status, `${moment} round ${round}`).toBe(200)
        }
        let status = ""
        for (let i = 0; i < 60 && status !== "succeeded"; i++) {
          status = (await call(port, "GET", `/agency/api/v2/agencies/payment/${paymentId}/status`, again)).body.data.status
          if (status !== "succeeded") await sleep(500)
        }
        expect(status, `${moment} round ${round}`).toBe("succeeded")
        const intent = await intentAtProvider(port, intentId)
        expect(intent).toMatchObject({ status: "succeeded", amount_received: 15000, metadata: { payment_id: String(paymentId) } })
        // Let a late webhook or sweep try again: nothing more may be added.
        await sleep(2500)
        expect(await credits(port, again), `${moment} round ${round}`).toBe(before + 3)
      }
    }
  }, 900_000)
})
