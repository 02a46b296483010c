// What the card form does against the sandbox payments: confirms a PaymentIntent or SetupIntent with
// its client secret and a test card (the sandbox's own test-support's card fields), as Stripe.js posts
// (with the publishable key).
import { SANDBOX_PUBLISHABLE_KEY, SANDBOX_STRIPE_PREFIX } from "../../../server/lib/embedded-services.ts"
import { card } from "../../../server/sandbox/stripe/test-support.ts"

export interface Confirmed {
  readonly status: number
  readonly body: {
    readonly status?: string
    readonly error?: { readonly message: string }
    readonly payment_method?: string | { readonly id: string }
  } & Record<string, unknown>
}

/** Confirms the intent of `clientSecret` (pi_… or seti_…) with the card `number`, at the app on `baseUrl`. */
export const confirmWithCard = async (baseUrl: string, clientSecret: string, number = "4242424242424242"): Promise<Confirmed> => {
  const id = clientSecret.split("_secret_")[0]!
  const kind = id.startsWith("seti_") ? "setup_intents" : "payment_intents"
  const response = await fetch(`${baseUrl}${SANDBOX_STRIPE_PREFIX}/v1/${kind}/${id}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ key: SANDBOX_PUBLISHABLE_KEY, client_secret: clientSecret, ...card(number) }),
    signal: AbortSignal.timeout(15_000)
  })
  return { status: response.status, body: (await response.json()) as Confirmed["body"] }
}

/** The payment method id a confirmed SetupIntent answered (expanded or not). */
export const paymentMethodOf = (confirmed: Confirmed) =>
  typeof confirmed.body.payment_method === "string" ? confirmed.body.payment_method : confirmed.body.payment_method!.id
