// Mail: nodemailer over SMTP_URL, or the outbox table by default.
export type { MailMessage } from "./Mail.ts"
export { Mail, MailError, makeMail } from "./Mail.ts"
export { OutboxEntry } from "./outbox.ts"
export type { MailSettingsShape } from "./settings.ts"
export { MailSettings, mailSettingsConfig } from "./settings.ts"
