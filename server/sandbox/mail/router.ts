// The sandbox mail's routes under /sandbox/mail (no authentication: only mounted without SMTP_URL).
//   GET /sandbox/mail                         the outbox as an HTML page (?to= narrows to a recipient)
//   GET /sandbox/mail/messages?to=            JSON [{ id, to, subject, text, html, created_at }], newest first
//   GET /sandbox/mail/messages/:id/html       one message's HTML as sent
import { HttpApiBuilder, HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Option } from "effect"

import { notFoundPage, outboxPage } from "./pages.ts"
import { findMessage, listMessages } from "./store.ts"

export const SANDBOX_MAIL_PREFIX = "/sandbox/mail"

const toParam = Effect.map(HttpServerRequest.ParsedSearchParams, (params) => {
  const value = params["to"]
  return Option.fromNullable(typeof value === "string" ? value : undefined)
})

const json = Effect.gen(function* () {
  const messages = yield* listMessages(yield* toParam)
  return yield* HttpServerResponse.json(
    messages.map((message) => ({
      id: message.id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      created_at: message.created_at.toISOString()
    }))
  )
})

const html = Effect.gen(function* () {
  const to = yield* toParam
  return HttpServerResponse.html(
    outboxPage(
      yield* listMessages(to),
      Option.getOrElse(to, () => "")
    )
  )
})

const notFound = HttpServerResponse.html(notFoundPage).pipe(HttpServerResponse.setStatus(404))

const messageHtml = Effect.gen(function* () {
  const id = Number((yield* HttpRouter.params)["id"] ?? "")
  if (!Number.isSafeInteger(id) || id <= 0) return notFound
  const found = yield* findMessage(id)
  if (Option.isNone(found) || found.value.html === null) return notFound
  // The message is shown as it was sent, sandboxed so it runs no script on the app's origin.
  return HttpServerResponse.html(found.value.html).pipe(
    HttpServerResponse.setHeader(
      "content-security-policy",
      "sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
    )
  )
})

const routes = HttpRouter.empty.pipe(
  HttpRouter.get("/", html),
  HttpRouter.get("/messages", json),
  HttpRouter.get("/messages/:id/html", messageHtml),
  HttpRouter.prefixAll(SANDBOX_MAIL_PREFIX)
)

/** The routes with the database already provided. */
export const makeSandboxMailRouter = Effect.gen(function* () {
  const context = yield* Effect.context<SqlClient.SqlClient>()
  return routes.pipe(
    HttpRouter.use((app) => Effect.provide(app, context)),
    HttpRouter.use((app) => Effect.catchTags(app, { SqlError: Effect.die, ParseError: Effect.die }))
  )
})

/** Adds the routes to the HttpApi's router (HttpApiBuilder.Router). */
export const SandboxMailRoutesLive: Layer.Layer<never, never, SqlClient.SqlClient> = HttpApiBuilder.Router.use((router) =>
  Effect.flatMap(makeSandboxMailRouter, router.concat)
)
