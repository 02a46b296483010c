import { describe, expect, it, vi } from "vitest"

import { CardMessages, type SandboxGateway, withPublishableKey } from "./cardEntry.ts"
import { sandboxConfirm } from "./sandboxAuthentication.ts"

const card = { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" }
const gateway = (answer: { status: number; body: unknown } | Error): SandboxGateway & { post: ReturnType<typeof vi.fn> } => ({
  post: vi.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)))
})

describe("sandboxConfirm", () => {
  it("confirms a PaymentIntent at the provider's path and answers its id", async () => {
    const sandbox = gateway({ status: 200, body: { id: "pi_9", status: "succeeded" } })
    expect(await sandboxConfirm(sandbox, "payment_intents", "pi_9_secret_s", card)).toEqual({ ok: true, id: "pi_9" })
    expect(sandbox.post.mock.calls[0]?.[0]).toBe("/sandbox/stripe/v1/payment_intents/pi_9/confirm")
  })

  it("answers the new payment method of a SetupIntent", async () => {
    const sandbox = gateway({ status: 200, body: { id: "seti_1", status: "succeeded", payment_method: "pm_5" } })
    expect(
      await sandboxConfirm(sandbox, "setup_intents", "seti_1_secret_s", card, { name: "Zed", email: "z@example.com", country: "US" })
    ).toEqual({ ok: true, id: "pm_5" })
    expect(sandbox.post.mock.calls[0]?.[0]).toBe("/sandbox/stripe/v1/setup_intents/seti_1/confirm")
  })

  it("passes the card error's message on", async () => {
    const declined = {
      status: 402,
      body: {
        error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "insufficient_funds",
          message: "Your card has insufficient funds."
        }
      }
    }
    expect(await sandboxConfirm(gateway(declined), "payment_intents", "pi_1_secret_s", card)).toEqual({
      ok: false,
      message: "Your card has insufficient funds."
    })
  })

  it("never throws: a network failure or an odd answer gives a message", async () => {
    expect(await sandboxConfirm(gateway(new TypeError("Failed to fetch")), "payment_intents", "pi_1_secret_s", card)).toEqual({
      ok: false,
      message: CardMessages.Unreachable
    })
    expect(await sandboxConfirm(gateway({ status: 500, body: null }), "payment_intents", "pi_1_secret_s", card)).toEqual({
      ok: false,
      message: CardMessages.Failed
    })
    expect(
      await sandboxConfirm(
        gateway({ status: 200, body: { id: "pi_1", status: "requires_action" } }),
        "payment_intents",
        "pi_1_secret_s",
        card
      )
    ).toEqual({
      ok: false,
      message: CardMessages.Failed
    })
  })

  it("3-D Secure: shows the authentication page, then answers what the intent says", async () => {
    const action = {
      id: "pi_3",
      status: "requires_action",
      next_action: { type: "redirect_to_url", redirect_to_url: { url: "/sandbox/stripe/authenticate/pi_3?client_secret=pi_3_secret_s" } }
    }
    const challenge = vi.fn(() => Promise.resolve())
    const passes = {
      post: vi.fn(() => Promise.resolve({ status: 200, body: action })),
      get: vi.fn(() => Promise.resolve({ status: 200, body: { id: "pi_3", status: "succeeded" } }))
    }
    expect(await sandboxConfirm(passes, "payment_intents", "pi_3_secret_s", card, undefined, challenge)).toEqual({ ok: true, id: "pi_3" })
    expect(challenge).toHaveBeenCalledWith("/sandbox/stripe/authenticate/pi_3?client_secret=pi_3_secret_s", "pi_3")
    expect(passes.get.mock.calls[0]).toEqual(["/sandbox/stripe/v1/payment_intents/pi_3?client_secret=pi_3_secret_s"])

    const fails = {
      post: passes.post,
      get: vi.fn(() =>
        Promise.resolve({
          status: 200,
          body: { id: "pi_3", status: "requires_payment_method", last_payment_error: { message: "Authentication failed." } }
        })
      )
    }
    expect(await sandboxConfirm(fails, "payment_intents", "pi_3_secret_s", card, undefined, challenge)).toEqual({
      ok: false,
      message: "Authentication failed."
    })
    const closed = { post: passes.post, get: vi.fn(() => Promise.resolve({ status: 200, body: action })) }
    expect(await sandboxConfirm(closed, "payment_intents", "pi_3_secret_s", card, undefined, challenge)).toEqual({
      ok: false,
      message: CardMessages.NotAuthenticated
    })
  })
  it("with the publishable key: every confirm and read carries it, as Stripe.js sends it", async () => {
    const action = {
      id: "pi_5",
      status: "requires_action",
      next_action: {
        type: "use_stripe_sdk",
        use_stripe_sdk: { stripe_js: "/sandbox/stripe/authenticate/pi_5?client_secret=pi_5_secret_s" }
      }
    }
    const sandbox = {
      post: vi.fn((_path: string, _body: URLSearchParams) => Promise.resolve({ status: 200, body: action })),
      get: vi.fn((_path: string) => Promise.resolve({ status: 200, body: { id: "pi_5", status: "succeeded" } }))
    }
    const keyed = withPublishableKey(sandbox, "pk_test_sandbox")
    expect(await sandboxConfirm(keyed, "payment_intents", "pi_5_secret_s", card, undefined, () => Promise.resolve())).toEqual({
      ok: true,
      id: "pi_5"
    })
    const body = sandbox.post.mock.calls[0]![1]
    expect(body.get("key")).toBe("pk_test_sandbox")
    expect(body.get("return_url")).toBe(`${window.location.origin}/payment-success`)
    expect(sandbox.get.mock.calls[0]).toEqual(["/sandbox/stripe/v1/payment_intents/pi_5?client_secret=pi_5_secret_s&key=pk_test_sandbox"])
    // No key (real Stripe's path never comes here): the gateway is left as it is.
    expect(withPublishableKey(sandbox, null)).toBe(sandbox)
  })

  it("3-D Secure without a return_url: shows the page Stripe.js would frame (use_stripe_sdk), for a saved card too", async () => {
    const page = "/sandbox/stripe/authenticate/seti_4?client_secret=seti_4_secret_s"
    const action = {
      id: "seti_4",
      status: "requires_action",
      next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: page } }
    }
    const challenge = vi.fn(() => Promise.resolve())
    const saved = {
      post: vi.fn(() => Promise.resolve({ status: 200, body: action })),
      get: vi.fn(() => Promise.resolve({ status: 200, body: { id: "seti_4", status: "succeeded", payment_method: "pm_8" } }))
    }
    expect(await sandboxConfirm(saved, "setup_intents", "seti_4_secret_s", card, undefined, challenge)).toEqual({ ok: true, id: "pm_8" })
    expect(challenge).toHaveBeenCalledWith(page, "seti_4")
    expect(saved.get.mock.calls[0]).toEqual(["/sandbox/stripe/v1/setup_intents/seti_4?client_secret=seti_4_secret_s"])

    const refused = {
      post: saved.post,
      get: vi.fn(() =>
        Promise.resolve({
          status: 200,
          body: { id: "seti_4", status: "requires_payment_method", last_setup_error: { message: "Not authenticated." } }
        })
      )
    }
    expect(await sandboxConfirm(refused, "setup_intents", "seti_4_secret_s", card, undefined, challenge)).toEqual({
      ok: false,
      message: "Not authenticated."
    })
  })
})
