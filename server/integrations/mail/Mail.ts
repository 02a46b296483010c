// Sending mail with nodemailer. With SMTP_URL it goes to that server; by default nodemailer's JSON
// transport composes it (parsing and checking addresses exactly as for SMTP) and the result is
// kept in the outbox table, so links in mail work without any mail server.
import { SqlClient } from "@effect/sql"
import { Data, Effect, Layer, Option, Redacted } from "effect"
import nodemailer, { type Transporter } from "nodemailer"

import { insertOutbox, latestOutbox, recentOutbox } from "./outbox.ts"
import { MailSettings, type MailSettingsShape } from "./settings.ts"

export class MailError extends Data.TaggedError("MailError")<{ readonly message: string }> {}

export interface MailMessage {
  readonly to: string | ReadonlyArray<string>
  readonly subject: string
  readonly text: string
  readonly html?: string
}

const recipients = (to: MailMessage["to"]): Array<string> => (typeof to === "string" ? [to] : [...to])

const ADDRESS = /^[^\s@]+@[^\s@]+$/

/** What an SMTP server would refuse: no recipient, or one that is not an address. */
const checkEnvelope = (to: ReadonlyArray<string>) =>
  to.length === 0
    ? Effect.fail(new MailError({ message: "No recipients defined" }))
    : to.every((address) => ADDRESS.test(address))
      ? Effect.succeed(to)
      : Effect.fail(new MailError({ message: "Invalid recipient address" }))

export const makeMail = (settings: MailSettingsShape, sql: SqlClient.SqlClient) => {
  const withSql = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Effect.provideService(effect, SqlClient.SqlClient, sql)

  const outbox = nodemailer.createTransport({ jsonTransport: true })
  const smtp = Option.map(settings.smtpUrl, (url) => nodemailer.createTransport(Redacted.value(url)))

  const compose = (message: MailMessage) => ({
    from: settings.from,
    to: recipients(message.to),
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html })
  })

  const viaSmtp = (transport: Transporter, message: MailMessage) =>
    Effect.tryPromise({
      try: () => transport.sendMail(compose(message)),
      // Transport errors can echo server replies; callers get a fixed sentence.
      catch: () => new MailError({ message: "The mail server did not accept the message" })
    }).pipe(Effect.asVoid)

  const viaOutbox = (message: MailMessage) =>
    Effect.tryPromise({
      try: () => outbox.sendMail(compose(message)),
      catch: (error) => new MailError({ message: error instanceof Error ? error.message : "The message could not be composed" })
    }).pipe(
      Effect.flatMap((info) => checkEnvelope(info.envelope.to)),
      Effect.flatMap((to) => withSql(insertOutbox({ to, subject: message.subject, text: message.text, html: message.html ?? null }))),
      Effect.catchTag("SqlError", () => Effect.fail(new MailError({ message: "The message could not be stored in the outbox" })))
    )

  return {
    /** Sends one message (to several recipients at once when `to` is a list). */
    send: (message: MailMessage): Effect.Effect<void, MailError> =>
      (Option.isSome(smtp) ? viaSmtp(smtp.value, message) : viaOutbox(message)).pipe(
        Effect.withSpan("Mail.send", { attributes: { subject: message.subject } })
      ),
    /** The newest outbox message addressed to `to` (only the outbox transport stores mail). */
    latest: (to: string) => withSql(latestOutbox(to)).pipe(Effect.orDie),
    /** The newest outbox messages, newest first (admin outbox view). */
    recent: (limit = 50) => withSql(recentOutbox(limit)).pipe(Effect.orDie)
  }
}

export class Mail extends Effect.Service<Mail>()("server/Mail", {
  effect: Effect.gen(function* () {
    return makeMail(yield* MailSettings, yield* SqlClient.SqlClient)
  })
}) {
  /** Mail kept in the outbox table, whatever the environment says (tests, embedded runs). */
  static readonly Outbox: Layer.Layer<Mail, never, SqlClient.SqlClient> = Mail.Default.pipe(Layer.provide(MailSettings.outbox))
}
