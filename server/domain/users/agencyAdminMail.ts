// The mail to an existing user whom the super admin named as a new agency's admin: they are its admin now
// (no link to accept; they sign in as before and find the agency in their agency switcher).
import { escapeHtml } from "../../lib/html.ts"
import type { OutgoingMail } from "../mail/Mailer.ts"
import type { InvitationMailInput } from "./invitationMail.ts"

/** To whom and which agency, as the invitation mail names them; who appointed them and where to log in. */
export type AgencyAdminMailInput = Pick<InvitationMailInput, "to" | "agencyName"> & {
  readonly appointedBy: string
  readonly loginUrl: string
}

const CLOSING = "If you did not expect this, please contact your administrator."

export const agencyAdminMail = ({ to, agencyName, appointedBy, loginUrl }: AgencyAdminMailInput): OutgoingMail => {
  const made = `${appointedBy} has made you an admin of`
  return {
    to,
    subject: `You are now an admin of ${agencyName}`,
    text: `Hello,\n\n${made} ${agencyName}.\nLog in as usual to manage it: ${loginUrl}\n\n${CLOSING}`,
    html:
      `<p>Hello,</p>\n<p>${escapeHtml(made)} <strong>${escapeHtml(agencyName)}</strong>.</p>\n` +
      `<p><a href="${escapeHtml(loginUrl)}">Log in</a> as usual to manage it.</p>\n<p>${CLOSING}</p>`
  }
}
