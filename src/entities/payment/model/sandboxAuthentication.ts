// Confirming with the sandbox card, and 3-D Secure with the sandbox provider: an intent in requires_action
// names an authentication page (next_action.redirect_to_url); the payer completes or fails it there, and the
// intent, read again, says how it ended. Never throws: every problem becomes a message.
import type { BillingDetails } from "@/shared/api"

import { paymentReturnUrl } from "../lib/returnUrl.ts"
import { confirmBody, intentIdOf, type SandboxCard } from "../lib/sandboxCard.ts"
import {
  CardMessages,
  type Challenge,
  type ConfirmResult,
  fetchGateway,
  type IntentAnswer,
  messageOf,
  type SandboxGateway
} from "./cardEntry.ts"

type IntentKind = "payment_intents" | "setup_intents"

/** The page to show: redirect_to_url when a return_url was given, else the frame Stripe.js would open. */
const authenticationUrlOf = (intent: IntentAnswer): string | null => {
  const url = intent.next_action?.redirect_to_url?.url ?? intent.next_action?.use_stripe_sdk?.stripe_js
  return typeof url === "string" && url !== "" ? url : null
}

/** GET /sandbox/stripe/v1/{payment_intents|setup_intents}/{id}?client_secret=…, as Stripe.js retrieves an intent. */
export const retrieveIntent = async (
  gateway: SandboxGateway,
  clientSecret: string,
  kind: IntentKind = "payment_intents"
): Promise<IntentAnswer | null> => {
  const get = gateway.get ?? fetchGateway.get!
  const id = intentIdOf(clientSecret)
  try {
    const answer = await get(`/sandbox/stripe/v1/${kind}/${encodeURIComponent(id)}?client_secret=${encodeURIComponent(clientSecret)}`)
    return answer.status === 200 && typeof answer.body === "object" && answer.body !== null ? (answer.body as IntentAnswer) : null
  } catch {
    return null
  }
}

/** How an intent read after authentication ends the payment (or, for a setup, which card was saved). */
export const intentResult = (intent: IntentAnswer | null, kind: IntentKind = "payment_intents"): ConfirmResult => {
  if (intent === null) return { ok: false, message: CardMessages.Unreachable }
  const id = kind === "payment_intents" ? intent.id : intent.payment_method
  // processing: the provider took the money and settles it later; the webhook tells the server.
  if ((intent.status === "succeeded" || intent.status === "processing") && typeof id === "string") return { ok: true, id }
  if (intent.status === "requires_action") return { ok: false, message: CardMessages.NotAuthenticated }
  const reason = (kind === "payment_intents" ? intent.last_payment_error : intent.last_setup_error)?.message
  return { ok: false, message: typeof reason === "string" && reason !== "" ? reason : CardMessages.AuthenticationFailed }
}

/** The intent answered requires_action: show its page, then read it again. */
export const completeAuthentication = async (
  gateway: SandboxGateway,
  kind: IntentKind,
  clientSecret: string,
  intent: IntentAnswer,
  challenge: Challenge
): Promise<ConfirmResult> => {
  const url = authenticationUrlOf(intent)
  if (url === null) return { ok: false, message: messageOf(intent) }
  await challenge(url, intentIdOf(clientSecret))
  return intentResult(await retrieveIntent(gateway, clientSecret, kind), kind)
}

/** A payment the server started answered requires_action (a plan upgrade): authenticate it by its client secret. */
export const sandboxAuthenticate = async (gateway: SandboxGateway, clientSecret: string, challenge: Challenge): Promise<ConfirmResult> => {
  const intent = await retrieveIntent(gateway, clientSecret)
  if (intent === null || intent.status !== "requires_action") return intentResult(intent)
  return completeAuthentication(gateway, "payment_intents", clientSecret, intent, challenge)
}

/** Confirms an intent with the sandbox card; never throws. */
export const sandboxConfirm = async (
  gateway: SandboxGateway,
  kind: "payment_intents" | "setup_intents",
  clientSecret: string,
  card: SandboxCard,
  billing?: Partial<BillingDetails>,
  challenge?: Challenge
): Promise<ConfirmResult> => {
  let answer: { status: number; body: unknown }
  try {
    answer = await gateway.post(
      `/sandbox/stripe/v1/${kind}/${encodeURIComponent(intentIdOf(clientSecret))}/confirm`,
      // A payment names where a redirect-based step returns to (spec 1 section 9), as the Stripe path does.
      confirmBody(clientSecret, card, billing, kind === "payment_intents" ? paymentReturnUrl() : undefined)
    )
  } catch {
    return { ok: false, message: CardMessages.Unreachable }
  }
  const body = answer.body as IntentAnswer | null
  // The card asks for 3-D Secure: the payer authenticates, then the intent tells how it ended.
  if (answer.status === 200 && body?.status === "requires_action" && challenge !== undefined) {
    return completeAuthentication(gateway, kind, clientSecret, body, challenge)
  }
  if (answer.status !== 200 || body?.status !== "succeeded") return { ok: false, message: messageOf(body) }
  const id = kind === "payment_intents" ? body.id : body.payment_method
  return typeof id === "string" ? { ok: true, id } : { ok: false, message: CardMessages.Failed }
}
