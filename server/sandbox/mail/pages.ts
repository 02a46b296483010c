// The sandbox mail's HTML: the outbox list with each message's text (links clickable) and a link to
// the message's own HTML.
import type { OutboxEntry } from "../../lib/mail-outbox-entry.ts"

export const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char)

/** Escapes the text and turns http(s) addresses into links. */
export const linkify = (text: string): string =>
  text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escape(part)}">${escape(part)}</a>` : escape(part)))
    .join("")

export const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f8fa; color: #33475b; margin: 0; }
  main { max-width: 56rem; margin: 2rem auto; background: #fff; border: 1px solid #cbd6e2; border-radius: 6px; padding: 1.5rem 2rem; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .hint { color: #7c98b6; font-size: .9rem; }
  article { border-top: 1px solid #cbd6e2; padding: .75rem 0; }
  article h2 { font-size: 1.05rem; margin: 0 0 .25rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f5f8fa; padding: .75rem; border-radius: 4px; }
  form { display: flex; gap: .5rem; margin-bottom: 1rem; }
  input { flex: 1; font: inherit; padding: .4rem .6rem; }
  button { font: inherit; padding: .4rem 1rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`

const entry = (message: OutboxEntry) => `<article>
  <h2>${escape(message.subject)}</h2>
  <p class="hint">To ${escape(message.to)} · <time datetime="${message.created_at.toISOString()}">${escape(message.created_at.toISOString().replace("T", " ").slice(0, 19))} UTC</time>${
    message.html === null ? "" : ` · <a href="/sandbox/mail/messages/${message.id}/html" target="_blank" rel="noopener">View HTML</a>`
  }</p>
  <details><summary>Text</summary><pre>${linkify(message.text)}</pre></details>
</article>`

export const outboxPage = (messages: ReadonlyArray<OutboxEntry>, to: string) =>
  page(
    "Sandbox mail",
    `<h1>Sandbox mail</h1>
<p class="hint">Mail the app sent while SMTP_URL is unset, newest first.</p>
<form method="get" action="/sandbox/mail"><input type="search" name="to" aria-label="Recipient" placeholder="Filter by recipient" value="${escape(to)}"><button type="submit">Filter</button></form>
${messages.length === 0 ? "<p>No mail has been sent yet.</p>" : messages.map(entry).join("\n")}`
  )

export const notFoundPage = page("Not found", "<h1>Not found</h1><p>There is no such message.</p>")
