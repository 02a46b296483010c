// Security mails about the account itself: a confirmation link for a new email address, notices to
// the old address, and "your password was changed" (OWASP ASVS 2.2.3 / 2.5.5).
import { escapeHtml } from "../../lib/html.ts"
import type { OutgoingMail } from "../mail/Mailer.ts"

export const emailConfirmLink = (appUrl: string, token: string) => `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`

/** "2026-11-27 16:40 UTC": mails state the moment in one unambiguous zone. */
export const mailTime = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`

const mail = (
  to: string,
  subject: string,
  paragraphs: ReadonlyArray<string>,
  link?: { readonly label: string; readonly url: string }
): OutgoingMail => ({
  to,
  subject,
  text: [...paragraphs.flatMap((paragraph) => [paragraph, ""]), ...(link === undefined ? [] : [`${link.label}: ${link.url}`])]
    .join("\n")
    .trimEnd(),
  html: [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link === undefined ? [] : [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`])
  ].join("\n")
})

export const emailConfirmMail = (to: string, name: string, link: string, minutes: number): OutgoingMail =>
  mail(
    to,
    "Confirm your new email address",
    [
      `Hello ${name},`,
      "You asked to use this address for your account. Your email changes when you open the link below.",
      `The link expires in ${minutes} minutes and works once. If you did not ask for this, you can ignore this email.`
    ],
    { label: "Confirm your new email address", url: link }
  )

export const emailChangeRequestedMail = (
  to: string,
  name: string,
  newEmail: string,
  at: Date,
  ip: string,
  resetUrl: string
): OutgoingMail =>
  mail(
    to,
    "Your email address is being changed",
    [
      `Hello ${name},`,
      `On ${mailTime(at)} someone signed in to your account (IP address ${ip}) asked to change its email address to ${newEmail}. We sent a confirmation link to that address; nothing changes until it is opened.`,
      "If this was not you, reset your password now so the change can not be completed by someone else."
    ],
    { label: "Reset your password", url: resetUrl }
  )

export const emailChangedMail = (to: string, name: string, newEmail: string, at: Date, resetUrl: string): OutgoingMail =>
  mail(
    to,
    "Your email address was changed",
    [
      `Hello ${name},`,
      `On ${mailTime(at)} the email address of your account was changed to ${newEmail}. Sign in with the new address from now on.`,
      "If this was not you, contact support at once and reset your password."
    ],
    { label: "Reset your password", url: resetUrl }
  )

export const passwordChangedMail = (to: string, name: string, at: Date, ip: string, resetUrl: string): OutgoingMail =>
  mail(
    to,
    "Your password was changed",
    [
      `Hello ${name},`,
      `The password of your account was changed on ${mailTime(at)} from IP address ${ip}. Your other sessions were signed out.`,
      "If this was not you, reset your password now with the link below."
    ],
    { label: "Reset your password", url: resetUrl }
  )

/** The forgot-password page, where a user who did not make the change takes the account back. */
export const forgotPasswordUrl = (appUrl: string) => `${appUrl}/forgot-password`
