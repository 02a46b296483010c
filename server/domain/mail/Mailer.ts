// The domain's view of outgoing mail; server/app.ts binds it to the Mail integration
// (an outbox table by default, SMTP with SMTP_URL).
import { Context, type Effect } from "effect"

export interface OutgoingMail {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

export class Mailer extends Context.Tag("server/domain/Mailer")<
  Mailer,
  {
    /** Transport failures are defects: the caller's transaction rolls back and the edge answers 500. */
    readonly send: (mail: OutgoingMail) => Effect.Effect<void>
  }
>() {}
