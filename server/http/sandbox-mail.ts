// The sandbox mail (/sandbox/mail/*) is mounted only while mail goes to the outbox table, i.e. while
// SMTP_URL is unset; with a real mail server configured it does not exist.
import { Effect, Layer, Option } from "effect"

import { AppConfig } from "../config.ts"
import { SandboxMailRoutesLive } from "../sandbox/mail/index.ts"

export const SandboxMailLive = Layer.unwrapEffect(
  Effect.map(AppConfig, (settings) => (Option.isSome(settings.mail.smtpUrl) ? Layer.empty : SandboxMailRoutesLive))
)
