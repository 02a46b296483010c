// Mail delivery: SMTP_URL for a real server; unset keeps mail in the outbox table.
import { Config, Context, Layer, Option, type Redacted } from "effect"

export interface MailSettingsShape {
  /** smtp:// or smtps:// URL with credentials; None stores mail in the outbox. */
  readonly smtpUrl: Option.Option<Redacted.Redacted>
  /** MAIL_FROM: the sender of every message. */
  readonly from: string
}

export const mailSettingsConfig: Config.Config<MailSettingsShape> = Config.all({
  smtpUrl: Config.option(Config.redacted("SMTP_URL")),
  from: Config.string("MAIL_FROM").pipe(Config.withDefault("Portal Builder <no-reply@portal.localhost>"))
})

export class MailSettings extends Context.Tag("server/MailSettings")<MailSettings, MailSettingsShape>() {
  static readonly make = (settings: MailSettingsShape): Layer.Layer<MailSettings> => Layer.succeed(MailSettings, settings)
  static readonly outbox: Layer.Layer<MailSettings> = MailSettings.make({
    smtpUrl: Option.none(),
    from: "Portal Builder <no-reply@portal.localhost>"
  })
}
