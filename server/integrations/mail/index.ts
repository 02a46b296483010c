// Mail: nodemailer over SMTP_URL, or the outbox table by default.
export { Mail, MailError, makeMail } from "./Mail.ts"
export type { MailMessage } from "./Mail.ts"
export { OutboxEntry } from "./outbox.ts"
export { mailSettingsConfig, MailSettings } from "./settings.ts"
export type { MailSettingsShape } from "./settings.ts"
