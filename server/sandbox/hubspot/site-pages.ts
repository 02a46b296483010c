// The sandbox HubSpot's websites: a site page rendered at /sites/{domain}/{slug}, as HubSpot serves a
// page at its domain and slug (no bearer). While the page is in an active A/B test, each new visitor is
// shown the page or its variation, in turn (HubSpot splits evenly), and keeps that version by a cookie.
// Like HubSpot's pages the HTML defines hsVars (page_id, portal_id), and like a theme's base template
// that requires its js/experiment-tracker.js, it carries the tracking snippet once the theme has it.
import { randomBytes } from "node:crypto"

import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import { sandboxPolicy } from "../../lib/content-security-policy.ts"
import { isActive, pageAtSlug, pagesOfTest } from "./ab-test-store.ts"
import { escape, page as frame } from "./consent-page.ts"
import { listAccounts } from "./store/accounts.ts"
import { findPage } from "./store/content.ts"
import { publishedFilesContaining } from "./store/files.ts"

const TRACKER_FILE = "/js/experiment-tracker.js"

const notFound = HttpServerResponse.html(frame("Not found", "<h1>Not found</h1><p>There is no page at this address.</p>")).pipe(
  HttpServerResponse.setStatus(404)
)

/**
 * Visitors each test has assigned so far; new ones alternate between its pages. Kept per database (its
 * SQL client), as the sandbox's other state is: several servers in one process (the journeys' host, the
 * tests) each count their own tests' visitors.
 */
const assignedPerDatabase = new WeakMap<object, Map<string, number>>()
const assignedOf = (sql: object): Map<string, number> => {
  const existing = assignedPerDatabase.get(sql)
  if (existing !== undefined) return existing
  const created = new Map<string, number>()
  assignedPerDatabase.set(sql, created)
  return created
}

const cookieName = (abTestId: string) => `hs_ab_test_${abTestId}`

const cookieOf = (request: HttpServerRequest.HttpServerRequest, name: string): string | undefined =>
  (request.headers["cookie"] ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1]

/** A script body cannot contain its own closing tag; the nonce lets it run under the page's policy. */
const inlineScript = (code: string, nonce: string) => `<script nonce="${nonce}">${code.replace(/<\/script/gi, "<\\/script")}</script>`

/** The page in the sandbox's frame: hsVars first (HubSpot defines it in the head), then the content. */
const render = (pageName: string, title: string, pageId: number, hubId: number, tracker: string | undefined, nonce: string) =>
  frame(
    title,
    `${inlineScript(`var hsVars = ${JSON.stringify({ page_id: pageId, portal_id: hubId, language: "en" })};`, nonce)}
<h1>${escape(pageName)}</h1>
<p><a class="cta" href="#signup">Get started</a></p>
<form id="signup" aria-label="Sign up">
  <label>Email <input type="email" name="email" required></label>
  <button type="submit">Submit</button>
</form>
<p id="thanks" hidden>Thanks for submitting the form.</p>
${inlineScript(`document.getElementById("signup").addEventListener("submit",function(e){e.preventDefault();document.getElementById("thanks").hidden=false})`, nonce)}
${tracker === undefined ? "" : inlineScript(tracker, nonce)}`
  )

const sitePage = Effect.gen(function* () {
  const params = yield* HttpRouter.params
  const request = yield* HttpServerRequest.HttpServerRequest
  const account = (yield* listAccounts).find((candidate) => candidate.domain === params["domain"])
  if (account === undefined) return notFound
  const slug = (params["*"] ?? "").replace(/^\/+|\/+$/g, "")
  const live = yield* pageAtSlug(account.hub_id, slug)
  if (Option.isNone(live)) return notFound
  let shownId = live.value.id
  let cookie: string | undefined
  const abTestId = live.value.ab_test_id
  if (abTestId !== null) {
    const pages = yield* pagesOfTest(account.hub_id, abTestId)
    if (isActive(pages)) {
      const candidates = pages.filter((entry) => entry.ab_status === "master" || entry.ab_status === "variant").map((entry) => entry.id)
      const kept = Number(cookieOf(request, cookieName(abTestId)))
      if (candidates.includes(kept)) shownId = kept
      else {
        const assigned = assignedOf(yield* SqlClient.SqlClient)
        const turn = assigned.get(abTestId) ?? 0
        assigned.set(abTestId, turn + 1)
        shownId = candidates[turn % candidates.length] ?? shownId
        cookie = `${cookieName(abTestId)}=${shownId}; Path=/; SameSite=Lax`
      }
    }
  }
  const shown = yield* findPage(account.hub_id, shownId)
  if (Option.isNone(shown)) return notFound
  const [tracker] = (yield* publishedFilesContaining(account.hub_id, TRACKER_FILE)).filter((file) => file.path.endsWith(TRACKER_FILE))
  // Like a customer's site, the page runs inline scripts (hsVars, the theme's tracker): a fresh nonce
  // per answer lets exactly these run under a policy of its own.
  const nonce = randomBytes(16).toString("base64")
  const html = render(shown.value.name, shown.value.html_title ?? shown.value.name, shown.value.id, account.hub_id, tracker?.content, nonce)
  const response = HttpServerResponse.html(html).pipe(
    HttpServerResponse.setHeader("content-security-policy", sandboxPolicy({ scriptNonce: nonce }))
  )
  return cookie === undefined ? response : HttpServerResponse.setHeader(response, "set-cookie", cookie)
})

export const sitePageRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/sites/:domain", sitePage),
  HttpRouter.get("/sites/:domain/*", sitePage)
)
