// What the card form and the code that pays share: which card entry is in use, and the confirm functions
// of the card field that is mounted (it registers itself, so a confirm without a card field says so).
import { createContext, type MutableRefObject } from "react"

import type { BillingDetails } from "@/shared/api"

export type ConfirmResult = { readonly ok: true; readonly id: string } | { readonly ok: false; readonly message: string }

export interface CardDriver {
  /** Resolves with the PaymentIntent id. */
  readonly confirmPayment: (clientSecret: string, billing?: Partial<BillingDetails>) => Promise<ConfirmResult>
  /** Resolves with the new payment method id. */
  readonly confirmSetup: (clientSecret: string, billing: BillingDetails) => Promise<ConfirmResult>
  /**
   * The card's problem before anything is charged or created, shown inline by the field; null when it may
   * be confirmed. Stripe's element checks itself at confirm, so it has none.
   */
  readonly check?: () => string | null
}

/**
 * Shows the card issuer's authentication page (3-D Secure) and resolves once the payer finished or
 * closed it; the intent is read again afterwards to learn the outcome.
 */
export type Challenge = (url: string, intent: string) => Promise<void>

/** loading: the client config is being read; unavailable: it could not be. */
export type CardEntryMode = "loading" | "sandbox" | "stripe" | "unavailable"

export interface CardEntryContextValue {
  readonly mode: CardEntryMode
  readonly publishableKey: string | null
  /** The sandbox payments' publishable key, sent with every sandbox call as Stripe.js sends pk_…. */
  readonly sandboxKey?: string | null
  readonly driver: MutableRefObject<CardDriver | null>
  readonly challenge: Challenge
}

export const CardEntryContext = createContext<CardEntryContextValue | null>(null)

export const CardMessages = {
  NotReady: "The card form is not ready yet. Please try again in a moment.",
  Unreachable: "The payment service could not be reached. Check your connection and try again.",
  Failed: "The payment could not be completed.",
  // Stripe's own wording for payment_intent_authentication_failure.
  AuthenticationFailed: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  NotAuthenticated: "The payment was not authenticated. Please try again."
} as const

/** The sandbox provider's confirm endpoints (same paths as the real provider's, at the app's origin). */
export interface SandboxGateway {
  readonly post: (path: string, body: URLSearchParams) => Promise<{ readonly status: number; readonly body: unknown }>
  /** Reads an intent again (after authentication); stories and tests that never authenticate leave it out. */
  readonly get?: (path: string) => Promise<{ readonly status: number; readonly body: unknown }>
}

export const fetchGateway: SandboxGateway = {
  post: async (path, body) => {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString()
    })
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown }
  },
  get: async (path) => {
    const response = await fetch(path)
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown }
  }
}

/**
 * The gateway with the publishable key on every call, as Stripe.js sends it (`key` in the form of a POST
 * and in the query of a GET); the sandbox, like Stripe, refuses a browser call without one.
 */
export const withPublishableKey = (gateway: SandboxGateway, key: string | null | undefined): SandboxGateway => {
  if (key === null || key === undefined) return gateway
  const get = gateway.get
  return {
    post: (path, body) => {
      const keyed = new URLSearchParams(body)
      keyed.set("key", key)
      return gateway.post(path, keyed)
    },
    ...(get === undefined ? {} : { get: (path: string) => get(`${path}${path.includes("?") ? "&" : "?"}key=${encodeURIComponent(key)}`) })
  }
}

/** Stories and tests answer the sandbox calls themselves. */
export const SandboxGatewayContext = createContext<SandboxGateway>(fetchGateway)

export interface IntentAnswer {
  readonly id?: unknown
  readonly status?: unknown
  readonly payment_method?: unknown
  readonly error?: { readonly message?: unknown }
  readonly next_action?: {
    readonly type?: unknown
    readonly redirect_to_url?: { readonly url?: unknown }
    /** What Stripe.js opens in a frame when the confirmation named no return_url. */
    readonly use_stripe_sdk?: { readonly stripe_js?: unknown }
  } | null
  readonly last_payment_error?: { readonly message?: unknown } | null
  readonly last_setup_error?: { readonly message?: unknown } | null
}

export const messageOf = (body: unknown): string => {
  const message = (body as IntentAnswer | null)?.error?.message
  return typeof message === "string" && message !== "" ? message : CardMessages.Failed
}
