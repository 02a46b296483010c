// The password reset email.
import { escapeHtml } from "../../lib/html.ts"
import type { OutgoingMail } from "../mail/Mailer.ts"

export const passwordResetLink = (appUrl: string, token: string, email: string) =>
  `${appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`

export const passwordResetMail = (to: string, name: string, link: string, minutes: number): OutgoingMail => ({
  to,
  subject: "Reset your password",
  text: [
    `Hello ${name},`,
    "",
    "You are receiving this email because we received a password reset request for your account.",
    `Open this link to choose a new password: ${link}`,
    "",
    `The link expires in ${minutes} minutes and works once. If you did not ask for a reset, you can ignore this email.`
  ].join("\n"),
  html: [
    `<p>Hello ${escapeHtml(name)},</p>`,
    "<p>You are receiving this email because we received a password reset request for your account.</p>",
    `<p><a href="${escapeHtml(link)}">Reset password</a></p>`,
    `<p>The link expires in ${minutes} minutes and works once. If you did not ask for a reset, you can ignore this email.</p>`
  ].join("\n")
})
