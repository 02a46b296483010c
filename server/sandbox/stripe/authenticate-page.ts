// The sandbox's 3-D Secure page (next_action's url): the intent's client secret opens it; two real
// buttons complete or fail the authentication. Afterwards the browser goes back to return_url, with
// the parameters Stripe appends, or, opened in a popup or frame by the app, the page tells its opener
// or parent `{ type: "sandbox-stripe-authentication", payment_intent | setup_intent, status }`.
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import { SANDBOX_STRIPE_PREFIX } from "../../lib/embedded-services.ts"
import { answerPaymentAuthentication, answerSetupAuthentication } from "./authentication.ts"
import { requestForm, text } from "./form.ts"
import { escapeHtml, money, page } from "./html.ts"
import { SandboxStripeSettings } from "./settings.ts"
import { findPaymentIntent, findSetupIntent } from "./store/intents.ts"
import { findPaymentMethod } from "./store/payment-methods.ts"

interface Target {
  readonly kind: "payment_intent" | "setup_intent"
  readonly id: string
  readonly clientSecret: string
  readonly status: string
  /** Where the page sends the browser back: only for a redirect_to_url next action (Stripe.js's frame is answered by message). */
  readonly returnUrl: string | null
  readonly amount: string | null
  readonly paymentMethod: string | null
  readonly answer: (completed: boolean) => Effect.Effect<string, never, SqlClient.SqlClient | SandboxStripeSettings>
}

const noStore = { "cache-control": "no-store" }

const notFound = HttpServerResponse.html(page("Authentication", "<h1>This authentication link is not valid.</h1>")).pipe(
  HttpServerResponse.setStatus(404),
  HttpServerResponse.setHeaders(noStore)
)

const redirectsTo = (intent: { readonly next_action: unknown; readonly return_url: string | null }) =>
  (intent.next_action as { readonly type?: unknown } | null)?.type === "use_stripe_sdk" ? null : intent.return_url

/** The intent the link names, when the client secret given is its own. */
const targetOf = (id: string, clientSecret: string | undefined) =>
  Effect.gen(function* () {
    if (id.startsWith("pi_")) {
      const intent = Option.getOrUndefined(yield* findPaymentIntent(id))
      if (intent === undefined || intent.client_secret !== clientSecret) return undefined
      return {
        kind: "payment_intent",
        id,
        clientSecret: intent.client_secret,
        status: intent.status,
        returnUrl: redirectsTo(intent),
        amount: money(intent.amount, intent.currency),
        paymentMethod: intent.payment_method,
        answer: (completed) => answerPaymentAuthentication(intent, completed)
      } satisfies Target
    }
    if (id.startsWith("seti_")) {
      const intent = Option.getOrUndefined(yield* findSetupIntent(id))
      if (intent === undefined || intent.client_secret !== clientSecret) return undefined
      return {
        kind: "setup_intent",
        id,
        clientSecret: intent.client_secret,
        status: intent.status,
        returnUrl: redirectsTo(intent),
        amount: null,
        paymentMethod: intent.payment_method,
        answer: (completed) => answerSetupAuthentication(intent, completed)
      } satisfies Target
    }
    return undefined
  })

const cardLabel = (paymentMethod: string | null) =>
  Effect.gen(function* () {
    const found = paymentMethod === null ? Option.none() : yield* findPaymentMethod(paymentMethod)
    return Option.match(found, { onNone: () => "your card", onSome: (card) => `${card.brand.toUpperCase()} •••• ${card.last4}` })
  })

const outcomePage = (target: Target, status: string) =>
  Effect.gen(function* () {
    const settings = yield* SandboxStripeSettings
    const succeeded = status === "succeeded"
    const message = { type: "sandbox-stripe-authentication", [target.kind]: target.id, status }
    // The script is a file (no inline script under the Content-Security-Policy); it reads what to post
    // from its own data attributes.
    return HttpServerResponse.html(
      page(
        "Authentication",
        `
<h1>${succeeded ? "Authentication complete" : status === "requires_action" ? "Authentication pending" : "Authentication failed"}</h1>
<p role="status">Status: ${escapeHtml(status)}. You may close this window.</p>
<script src="${SANDBOX_STRIPE_PREFIX}/authenticate.js" data-message="${escapeHtml(JSON.stringify(message))}" data-origin="${escapeHtml(settings.appOrigin)}"></script>`
      )
    ).pipe(HttpServerResponse.setHeaders(noStore))
  })

const redirectBack = (target: Target, returnUrl: string, status: string) => {
  const url = new URL(returnUrl)
  url.searchParams.set(target.kind, target.id)
  url.searchParams.set(`${target.kind}_client_secret`, target.clientSecret)
  url.searchParams.set("redirect_status", status === "succeeded" ? "succeeded" : "failed")
  return HttpServerResponse.redirect(url.toString(), { status: 303, headers: noStore })
}

const idParam = Effect.map(HttpRouter.params, (params) => params["id"] ?? "")

const show = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const secret = new URL(request.url, "http://sandbox").searchParams.get("client_secret") ?? undefined
  const target = yield* targetOf(yield* idParam, secret)
  if (target === undefined) return notFound
  if (target.status !== "requires_action") return yield* outcomePage(target, target.status)
  const what = target.amount === null ? "saving" : `a payment of ${escapeHtml(target.amount)} with`
  return HttpServerResponse.html(
    page(
      "3D Secure authentication",
      `
<h1>3D Secure test authentication</h1>
<p>Portal Builder asks you to authenticate ${what} ${escapeHtml(yield* cardLabel(target.paymentMethod))}.</p>
<p class="note">Sandbox payments: no bank is involved. Choose the outcome to simulate.</p>
<form method="post" action="${SANDBOX_STRIPE_PREFIX}/authenticate/${escapeHtml(target.id)}">
  <input type="hidden" name="client_secret" value="${escapeHtml(target.clientSecret)}">
  <button type="submit" name="outcome" value="complete" autofocus>Complete authentication</button>
  <button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</form>`
    )
  ).pipe(HttpServerResponse.setHeaders(noStore))
})

const answer = Effect.gen(function* () {
  const form = yield* Effect.catchTag(requestForm, "Reply", () => Effect.succeed({}))
  const target = yield* targetOf(yield* idParam, text(form, "client_secret"))
  if (target === undefined) return notFound
  const outcome = text(form, "outcome")
  if (outcome !== "complete" && outcome !== "fail") return yield* outcomePage(target, target.status)
  const status = yield* target.answer(outcome === "complete")
  if (target.returnUrl !== null && status !== "requires_action") return redirectBack(target, target.returnUrl, status)
  return yield* outcomePage(target, status)
})

/** Tells the opener (a pop-up) or the parent (the app's frame) how the authentication ended. */
const ANSWER_SCRIPT = `(function () {
  var script = document.currentScript;
  var message = JSON.parse(script.getAttribute("data-message"));
  var to = window.opener || (window.parent !== window ? window.parent : null);
  if (to) to.postMessage(message, script.getAttribute("data-origin"));
})();
`

export const authenticateRoutes = HttpRouter.empty.pipe(
  HttpRouter.get(
    "/authenticate.js",
    HttpServerResponse.text(ANSWER_SCRIPT, {
      contentType: "text/javascript; charset=utf-8",
      headers: { "cache-control": "public, max-age=3600" }
    })
  ),
  HttpRouter.get("/authenticate/:id", show),
  HttpRouter.post("/authenticate/:id", answer)
)
