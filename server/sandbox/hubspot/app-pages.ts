// The sandbox's browser pages behind the app's links (no bearer, like HubSpot's own app pages): a
// page's content editor ('Edit Page', with HubSpot's 'Archive' of the page) and the account's blog
// settings ('Activate').
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

import { escape, page } from "./consent-page.ts"
import { pageDomain } from "./hubspot-json.ts"
import { findAccount } from "./store/accounts.ts"
import { deletePage, findPage, listBlogs } from "./store/content.ts"
import { publishedFilesContaining } from "./store/files.ts"

const notFound = HttpServerResponse.html(page("Not found", "<h1>Not found</h1><p>There is nothing at this address.</p>")).pipe(
  HttpServerResponse.setStatus(404)
)

const numberParam = (name: string) => Effect.map(HttpRouter.params, (params) => Number(params[name] ?? ""))

const accountOf = Effect.flatMap(numberParam("hubId"), (hubId) =>
  Number.isSafeInteger(hubId) ? findAccount(hubId) : Effect.succeed(Option.none())
)

const details = (entries: ReadonlyArray<readonly [string, string]>) =>
  `<dl>${entries.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join("")}</dl>`

const editor = Effect.gen(function* () {
  const account = yield* accountOf
  if (Option.isNone(account)) return notFound
  const found = yield* findPage(account.value.hub_id, yield* numberParam("pageId"))
  if (Option.isNone(found)) return notFound
  const content = found.value
  return HttpServerResponse.html(
    page(
      `Editing ${content.name}`,
      `<h1>Editing ${escape(content.name)}</h1>
<p class="hint">${escape(account.value.name)} · Hub ID ${account.value.hub_id}</p>
${details([
  ["Kind", content.kind === "site" ? "Website page" : "Landing page"],
  ["Template", content.template_path ?? ""],
  ["Domain", pageDomain(content, account.value)],
  ["Slug", `/${content.slug}`],
  ["State", content.state]
])}
<form method="post" action="archive"><button type="submit">Archive page</button></form>`
    )
  )
})

/** What a HubSpot user does from the editor: the page leaves the account (the API then answers 404 for it). */
const archive = Effect.gen(function* () {
  const account = yield* accountOf
  if (Option.isNone(account)) return notFound
  const found = yield* findPage(account.value.hub_id, yield* numberParam("pageId"))
  if (Option.isNone(found)) return notFound
  yield* deletePage(account.value.hub_id, found.value.kind, found.value.id)
  return HttpServerResponse.html(page("Page archived", `<h1>Page archived</h1><p>${escape(found.value.name)} was archived.</p>`))
})

const blogSettings = Effect.gen(function* () {
  const account = yield* accountOf
  if (Option.isNone(account)) return notFound
  const blogs = yield* listBlogs(account.value.hub_id)
  const templates = yield* publishedFilesContaining(account.value.hub_id, "/templates/blog/")
  const blogItems = blogs.map(
    (blog) => `<li>${escape(blog.public_title)} <span class="hint">https://${escape(account.value.domain)}/${escape(blog.slug)}</span></li>`
  )
  const templateItems = templates.map((file) => `<li><code>${escape(file.path)}</code></li>`)
  return HttpServerResponse.html(
    page(
      "Blog settings",
      `<h1>Blog settings</h1>
<p class="hint">${escape(account.value.name)} · Hub ID ${account.value.hub_id}</p>
<h2>Blogs</h2>
<ul>${blogItems.join("")}</ul>
<h2>Blog templates in the design manager</h2>
${templateItems.length === 0 ? '<p class="hint">No blog templates are installed yet.</p>' : `<ul>${templateItems.join("")}</ul>`}`
    )
  )
})

export const appPageRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/pages/:hubId/editor/:pageId/content", editor),
  HttpRouter.post("/pages/:hubId/editor/:pageId/archive", archive),
  HttpRouter.get("/settings/:hubId/website/blogs", blogSettings)
)
