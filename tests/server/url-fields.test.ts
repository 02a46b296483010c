// URL fields take absolute http(s) addresses only, without user name or password and of at most 2048
// characters: the agency logo (cover) and payment link of the admin's agency form, the registration's
// website and a request's attachments answer 422 naming the field otherwise, and store nothing.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { COVER_TYPE_INVALID } from "../../server/domain/account/cover.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const AGENCIES = "/agency/api/v2/agencies"
const REGISTER = "/agency/api/v2/agencies/send-me-invite"
const TASKS = "/task/api/v2/tasks"

/** Addresses no URL field may take. */
const BAD_URLS = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "ftp://files.example/logo.png",
  "//cdn.example/logo.png",
  "/relative/logo.png",
  "https://user:secret@cdn.example/logo.png",
  "https://user@cdn.example/logo.png",
  `https://cdn.example/${"a".repeat(2048)}`
]

const sqlRun = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.orDie(f(sql)))

const agencyForm = (fields: Record<string, unknown>) => ({
  name: "Url Agency",
  admin_name: "Uma Url",
  admin_email: "uma@url.example",
  portals_available: 0,
  credit_limit: 0,
  ...fields
})

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("URL fields", (it) => {
  it.effect("the admin's agency form: cover and payment link take http(s) addresses only, on create and on edit", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const create = (fields: Record<string, unknown>) => api.request("POST", AGENCIES, { token: admin, json: agencyForm(fields) })

      for (const url of BAD_URLS) {
        const cover = yield* create({ name: `Cover ${url.slice(0, 40)}`, cover: url })
        expect(cover.status, url).toBe(422)
        expect(cover.body.message, url).toBe(COVER_TYPE_INVALID)
        const link = yield* create({ name: `Link ${url.slice(0, 40)}`, payment_link: url })
        expect(link.status, url).toBe(422)
        expect(link.body.message, url).toBe("payment_link: The payment link must be a valid http or https address.")
      }
      const stored = yield* sqlRun(
        (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM agencies WHERE name LIKE 'Cover %' OR name LIKE 'Link %'`
      )
      expect(stored[0]!.count).toBe(0)

      const created = yield* create({ cover: "https://cdn.example/logo.png", payment_link: "https://pay.example/checkout?plan=1" })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect(created.body.data).toMatchObject({
        cover: "https://cdn.example/logo.png",
        payment_link: "https://pay.example/checkout?plan=1"
      })
      const id = created.body.data.id as number

      const edit = (fields: Record<string, unknown>) =>
        api.request("PUT", `${AGENCIES}/${id}`, { token: admin, json: agencyForm({ status: "active", ...fields }) })
      const badCover = yield* edit({ cover: "javascript:alert(1)" })
      expect(badCover.status).toBe(422)
      expect(badCover.body.message).toBe(COVER_TYPE_INVALID)
      const badLink = yield* edit({ payment_link: "javascript:alert(1)" })
      expect(badLink.status).toBe(422)
      expect(badLink.body.message).toBe("payment_link: The payment link must be a valid http or https address.")
      const kept = yield* api.request("GET", `${AGENCIES}/${id}`, { token: admin })
      expect(kept.body.data).toMatchObject({ cover: "https://cdn.example/logo.png", payment_link: "https://pay.example/checkout?plan=1" })

      // A PNG data URL is still a valid logo; null clears both.
      const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
      expect((yield* edit({ cover: png })).body.data.cover).toBe(png)
      const cleared = yield* edit({ cover: null, payment_link: null })
      expect(cleared.body.data).toMatchObject({ cover: null, payment_link: null })
    })
  )

  it.effect("registration: the website must be an http(s) address of a domain or IPv4 host", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const register = (website: string, email: string) =>
        api.request("POST", REGISTER, { json: { first_name: "Wes", last_name: "Site", email, company: "Wes Site Ltd", website } })
      for (const [n, url] of [
        "javascript:alert(1)",
        "https://user:pw@wes.example",
        "wes.example",
        "not a url",
        "https://notaurl",
        "https://wes."
      ].entries()) {
        const refused = yield* register(url, `wes${n}@url.example`)
        expect(refused.status, url).toBe(422)
        expect(refused.body.message, url).toBe("website: The website must be a valid http or https address.")
      }
      const users = yield* sqlRun(
        (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM users WHERE email LIKE 'wes%@url.example'`
      )
      expect(users[0]!.count).toBe(0)
      expect((yield* register("  https://wes.example  ", "wes@url.example")).status).toBe(201)
    })
  )

  it.effect("request attachments: http(s) links only", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { portalId } = yield* sqlRun((sql) =>
        Effect.gen(function* () {
          const [agency] = yield* sql<{ id: number }>`SELECT id FROM agencies WHERE name = 'Northwind Agency'`
          yield* sql`UPDATE agencies SET max_active_requests = 10, sr_saas = 1 WHERE id = ${agency!.id}`
          const [portal] = yield* sql<{ id: number }>`SELECT id FROM portals WHERE agency_id = ${agency!.id} ORDER BY id LIMIT 1`
          return { portalId: portal!.id }
        })
      )
      const north = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const submit = (attachments: ReadonlyArray<string>) =>
        api.request("POST", TASKS, {
          token: north,
          json: { title: "Links", description: "With attachments.", portal_id: portalId, attachments }
        })
      for (const url of BAD_URLS) {
        const refused = yield* submit(["https://files.example/ok.pdf", url])
        expect(refused.status, url).toBe(422)
        expect(refused.body.message, url).toMatch(/Each attachment must be an http\(s\) link\.$/)
      }
      const accepted = yield* submit(["https://files.example/brief.pdf", "http://files.example/notes.txt"])
      expect(accepted.status).toBe(201)
      expect(accepted.body.data.attachments).toEqual(["https://files.example/brief.pdf", "http://files.example/notes.txt"])
    })
  )
})
