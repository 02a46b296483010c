// The sandbox mail (/sandbox/mail/*) is mounted only while mail goes to the outbox table, i.e. while
// SMTP_URL is unset; with a real mail server configured it does not exist.
import { Effect, Layer, Option } from "effect"

import { mailSettingsConfig } from "../integrations/mail/index.ts"
import { SandboxMailRoutesLive } from "../sandbox/mail/index.ts"

export const SandboxMailLive = Layer.unwrapEffect(
  Effect.map(Effect.orDie(mailSettingsConfig), (settings) => (Option.isSome(settings.smtpUrl) ? Layer.empty : SandboxMailRoutesLive))
)
