// Money is never lost under a real crash: the server process (with the embedded sandbox payments in
// it) is killed with SIGKILL around a card payment for 3 credits (right after the card is confirmed,
// before it is confirmed, and while the confirmation and its webhook are in flight), started again on
// the same data directory, and within a bounded time the payment is succeeded, its PaymentIntent was
// charged once, and the agency has exactly 3 more credits. Reconciliation (the status call and the
// background sweep) is what settles a payment whose webhook died with the process.
import { afterAll, describe, expect, it } from "vitest"

import { SANDBOX_SECRET_KEY, SANDBOX_STRIPE_PREFIX } from "../../server/lib/embedded-services.ts"
import {
  callServer as call,
  freePort,
  killableServers,
  loginAgencyAdmin as login,
  sleep,
  webhooksDelivered
} from "./support/killable-server.ts"
import { confirmWithCard } from "./support/sandbox-card.ts"

const DEMO = 1
const ROUNDS = 2

// A short sweep so the test need not wait a minute for it.
const servers = killableServers("billing-kill", { BILLING_RECONCILE_INTERVAL_SECONDS: "2", BILLING_RECONCILE_AFTER_SECONDS: "1" })
afterAll(servers.stopAll)

const credits = async (port: number, token: string) =>
  ((await call(port, "GET", "/auth/api/v2/me", token)).body.data.agencies as Array<{ id: number; credit_limit: number }>).find(
    (agency) => agency.id === DEMO
  )!.credit_limit

/** The card form's confirmation with the 4242 card. */
const confirm = (port: number, clientSecret: string) => confirmWithCard(`http://127.0.0.1:${port}`, clientSecret)

/** The PaymentIntent as the sandbox holds it (the provider's side of the story). */
const intentAtProvider = async (port: number, intentId: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${SANDBOX_STRIPE_PREFIX}/v1/payment_intents/${intentId}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` }
  })
  return (await response.json()) as { status: string; amount_received: number; metadata: Record<string, string> }
}

type Moment = "after-confirm" | "before-confirm" | "during-confirm"

describe("a card payment survives a killed server", () => {
  it(`SIGKILL after, before and during the confirmation, ${ROUNDS} rounds each: credits +3 exactly once`, async () => {
    let port = await freePort()
    let server = await servers.start(port)
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
          expect((await confirm(port, clientSecret)).status).toBe(200)
          await servers.kill(server)
        } else if (moment === "during-confirm") {
          const inFlight = confirm(port, clientSecret).catch(() => null)
          await sleep(5 + Math.floor(Math.random() * 40))
          await servers.kill(server)
          await inFlight
        } else {
          await servers.kill(server)
        }

        port = await freePort()
        server = await servers.start(port)
        const again = await login(port)
        // Killed before the card was charged: the payer confirms again (the same intent, same secret).
        if ((await intentAtProvider(port, intentId)).status !== "succeeded") {
          expect((await confirm(port, clientSecret)).status, `${moment} round ${round}`).toBe(200)
        }
        let status = ""
        for (let i = 0; i < 60 && status !== "succeeded"; i++) {
          status = (await call(port, "GET", `/agency/api/v2/agencies/payment/${paymentId}/status`, again)).body.data.status
          if (status !== "succeeded") await sleep(500)
        }
        expect(status, `${moment} round ${round}`).toBe("succeeded")
        const intent = await intentAtProvider(port, intentId)
        expect(intent).toMatchObject({ status: "succeeded", amount_received: 15000, metadata: { payment_id: String(paymentId) } })
        // Once every webhook is delivered, nothing late can come: nothing more may have been added.
        await webhooksDelivered(port)
        expect(await credits(port, again), `${moment} round ${round}`).toBe(before + 3)
      }
    }
  }, 900_000)
})
