// The invitation email: who invited whom to which agency, with the single-use link.
import { escapeHtml } from "../../lib/html.ts"
import type { OutgoingMail } from "../mail/Mailer.ts"

export const invitationLink = (appUrl: string, token: string, email: string) =>
  `${appUrl}/setup-accept-invitation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`

export interface InvitationMailInput {
  readonly to: string
  readonly agencyName: string
  readonly inviterName: string
  readonly roleLabel: string
  readonly link: string
  readonly days: number
}

export const invitationMail = (input: InvitationMailInput): OutgoingMail => ({
  to: input.to,
  subject: `You have been invited to join ${input.agencyName}`,
  text: [
    "Hello,",
    "",
    `${input.inviterName} has invited you to join ${input.agencyName} as ${input.roleLabel}.`,
    `Open this link to accept the invitation: ${input.link}`,
    "",
    `The link expires in ${input.days} days and works once. If you did not expect this invitation, you can ignore this email.`
  ].join("\n"),
  html: [
    "<p>Hello,</p>",
    `<p>${escapeHtml(input.inviterName)} has invited you to join <strong>${escapeHtml(input.agencyName)}</strong> as ${escapeHtml(input.roleLabel)}.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Accept Invitation</a></p>`,
    `<p>The link expires in ${input.days} days and works once. If you did not expect this invitation, you can ignore this email.</p>`
  ].join("\n")
})
