// The mail a requester gets when support changes their request: what changed, and a link to it.
import { escapeHtml } from "../../lib/html.ts"
import type { OutgoingMail } from "../mail/Mailer.ts"

/** The request on the requester's side, and on the support desk (app paths). */
export const taskPath = (taskId: number) => `/tasks/${taskId}`
export const supportTaskPath = (taskId: number) => `/admin/tasks/${taskId}`

export const taskLink = (appUrl: string, taskId: number) => `${appUrl}${taskPath(taskId)}`

export interface TaskMailInput {
  readonly to: string
  readonly requesterName: string
  readonly title: string
  /** One sentence per change, e.g. "Sam Support changed the status to In progress." */
  readonly changes: ReadonlyArray<string>
  readonly link: string
}

export const taskUpdateMail = (input: TaskMailInput): OutgoingMail => ({
  to: input.to,
  subject: `Update on your request "${input.title}"`,
  text: [`Hello ${input.requesterName},`, "", ...input.changes, "", `Open the request: ${input.link}`].join("\n"),
  html: [
    `<p>Hello ${escapeHtml(input.requesterName)},</p>`,
    ...input.changes.map((change) => `<p>${escapeHtml(change)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">Open the request</a></p>`
  ].join("\n")
})
