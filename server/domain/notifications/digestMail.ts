// The daily digest mail: each unread personal entry of the last day with its lines and a link into the app.
import { escapeHtml } from "../../lib/html.ts"
import type { OutgoingMail } from "../mail/Mailer.ts"

const DIGEST_SUBJECT = "Your portals today"

export interface DigestItem {
  readonly title: string
  readonly lines: ReadonlyArray<string>
  /** An absolute address in the app; null when the entry leads nowhere. */
  readonly url: string | null
}

export interface DigestMailInput {
  readonly to: string
  readonly name: string
  readonly items: ReadonlyArray<DigestItem>
}

const UNESCAPED: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" }

/**
 * The plain lines of a personal entry: PersonalNotices stores each line as an escaped paragraph, so the
 * paragraphs are read back and unescaped (anything else is dropped, never passed on as markup).
 */
export const linesOf = (descriptionHtml: string): ReadonlyArray<string> =>
  [...descriptionHtml.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) =>
    match[1]!.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39);/g, (entity) => UNESCAPED[entity] ?? entity)
  )

const textItem = (item: DigestItem) => [item.title, ...item.lines, ...(item.url === null ? [] : [`Open: ${item.url}`])].join("\n")

const htmlItem = (item: DigestItem) =>
  [
    "<li>",
    `<p><strong>${escapeHtml(item.title)}</strong></p>`,
    ...item.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(item.url === null ? [] : [`<p><a href="${escapeHtml(item.url)}">Open in Portal Builder</a></p>`]),
    "</li>"
  ].join("")

const FOOTER = "You get this mail because you asked for a daily digest. You can turn it off in What's New."

export const digestMail = (input: DigestMailInput): OutgoingMail => ({
  to: input.to,
  subject: DIGEST_SUBJECT,
  text: [
    `Hello ${input.name},`,
    "",
    "Here is what happened in your portals in the last 24 hours:",
    "",
    input.items.map(textItem).join("\n\n"),
    "",
    FOOTER
  ].join("\n"),
  html: [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    "<p>Here is what happened in your portals in the last 24 hours:</p>",
    `<ul>${input.items.map(htmlItem).join("\n")}</ul>`,
    `<p>${escapeHtml(FOOTER)}</p>`
  ].join("\n")
})
