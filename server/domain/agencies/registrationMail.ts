// The mail a self-registered agency admin gets: a link to set the password of the new account.
import { escapeHtml } from "../../lib/html.ts"
import type { OutgoingMail } from "../mail/Mailer.ts"

/** The page that sets the password of an account created without one. */
export const setupAccountPath = (token: string, email: string) =>
  `/setup-account?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`

export const registrationMail = (to: string, name: string, agencyName: string, link: string, days: number): OutgoingMail => ({
  to,
  subject: "Set your password",
  text: [
    `Hello ${name},`,
    "",
    `Your account for ${agencyName} is ready. Open this link to set your password: ${link}`,
    "",
    `The link expires in ${days} days and works once.`
  ].join("\n"),
  html: [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>Your account for ${escapeHtml(agencyName)} is ready.</p>`,
    `<p><a href="${escapeHtml(link)}">Set your password</a></p>`,
    `<p>The link expires in ${days} days and works once.</p>`
  ].join("\n")
})
