// Limits on the calls that send mail: registration, password reset and invitations answer 429 with
// Retry-After past the limit of one client address (or inviting user) and of one recipient, and a
// refused call writes nothing and mails nothing; request update mails stop at the recipient's limit
// while the change itself goes through.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { DEFAULT_MAIL_RATE_LIMITS } from "../../server/config.ts"
import { hashPassword } from "../../server/lib/password.ts"
import type { JsonBody } from "../../server/testing/json-body.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const REGISTER = "/agency/api/v2/agencies/send-me-invite"
const RESET = "/auth/api/v2/password/reset"
const INVITE = "/auth/api/v2/users/invite"
const TASKS = "/task/api/v2"
const RESET_ANSWER = "If an account exists for this email, we have emailed a password reset link."

const limits = {
  ...DEFAULT_MAIL_RATE_LIMITS,
  registerPerIp: { max: 3, windowSeconds: 3600 },
  registerPerEmail: { max: 2, windowSeconds: 3600 },
  resetPerIp: { max: 3, windowSeconds: 900 },
  resetPerEmail: { max: 2, windowSeconds: 3600 },
  invitePerUser: { max: 4, windowSeconds: 3600 },
  invitePerEmail: { max: 2, windowSeconds: 3600 },
  taskMailPerEmail: { max: 2, windowSeconds: 3600 }
}

const sqlRun = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.orDie(f(sql)))

/** How many mails went to an address (any case). */
const mailsTo = (to: string) =>
  sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM mail_outbox WHERE lower("to") = ${to.toLowerCase()}`).pipe(
    Effect.map((rows) => rows[0]!.count)
  )

const usersWithEmail = (email: string) =>
  sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM users WHERE lower(email) = ${email.toLowerCase()}`).pipe(
    Effect.map((rows) => rows[0]!.count)
  )

const invitationsTo = (email: string) =>
  sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM invitations WHERE lower(email) = ${email.toLowerCase()}`).pipe(
    Effect.map((rows) => rows[0]!.count)
  )

const registration = (email: string) => ({
  first_name: "Rita",
  last_name: "Register",
  email,
  company: `Company of ${email}`,
  website: "https://rita.example",
  agency_name: "Rita Register"
})

let lastAddress = 0
/** A client address no other request of this file has used (the server trusts X-Forwarded-For here). */
const newAddress = () => `203.0.113.${++lastAddress}`

const from = (ip: string) => ({ "x-forwarded-for": ip })

/** A 429 with Retry-After between 1 second and the window, whose message names the wait in minutes. */
const expectRefused = (reply: { status: number; body: JsonBody; headers: Headers }, what: string, windowSeconds: number) => {
  expect(reply.status).toBe(429)
  expect(reply.body.message).toMatch(new RegExp(`^Too many ${what}\\. Please try again in \\d+ minutes\\.$`))
  const retryAfter = Number(reply.headers.get("retry-after"))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
  // The message and the header name the same wait (the message in whole minutes, rounded up).
  expect(reply.body.message).toContain(`in ${Math.ceil(retryAfter / 60)} minutes`)
}

layer(testServer({ trustProxy: true, mailRateLimits: limits }), { excludeTestServices: true, timeout: 120_000 })(
  "mail-sending limits",
  (it) => {
    it.effect("registration: at most 3 an hour from one address; the refused one creates nothing and mails nothing", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const ip = newAddress()
        for (const n of [1, 2, 3]) {
          expect(
            (yield* api.request("POST", REGISTER, { json: registration(`ip-burst${n}@limits.example`), headers: from(ip) })).status
          ).toBe(201)
        }
        const refused = yield* api.request("POST", REGISTER, { json: registration("ip-burst4@limits.example"), headers: from(ip) })
        expectRefused(refused, "registrations", 3600)
        expect(yield* usersWithEmail("ip-burst4@limits.example")).toBe(0)
        expect(yield* mailsTo("ip-burst4@limits.example")).toBe(0)
        // Another client address is not held back.
        expect(
          (yield* api.request("POST", REGISTER, { json: registration("ip-burst4@limits.example"), headers: from(newAddress()) })).status
        ).toBe(201)
        expect(yield* mailsTo("ip-burst4@limits.example")).toBe(1)
      })
    )

    it.effect("registration: at most 2 attempts an hour for one email address, whatever its case and client address", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        expect(
          (yield* api.request("POST", REGISTER, { json: registration("twice@limits.example"), headers: from(newAddress()) })).status
        ).toBe(201)
        const taken = yield* api.request("POST", REGISTER, { json: registration("TWICE@limits.example"), headers: from(newAddress()) })
        expect(taken.status).toBe(422)
        const refused = yield* api.request("POST", REGISTER, { json: registration("Twice@Limits.example"), headers: from(newAddress()) })
        expectRefused(refused, "registrations", 3600)
        expect(yield* mailsTo("twice@limits.example")).toBe(1)
      })
    )

    it.effect("password reset: at most 2 an hour for one email, the same for unknown addresses, and no mail when refused", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const reset = (email: string) => api.request("POST", RESET, { json: { email }, headers: from(newAddress()) })
        const before = yield* mailsTo(Seeded.user.email)
        for (const email of [Seeded.user.email, Seeded.user.email.toUpperCase()]) {
          const reply = yield* reset(email)
          expect(reply.status).toBe(200)
          expect(reply.body.data.message).toBe(RESET_ANSWER)
        }
        expect(yield* mailsTo(Seeded.user.email)).toBe(before + 2)
        const known = yield* reset(Seeded.user.email)
        expectRefused(known, "password reset requests", 3600)
        expect(yield* mailsTo(Seeded.user.email)).toBe(before + 2)

        // An address without an account answers exactly alike: twice the same message, then the same refusal.
        for (const _ of [1, 2]) expect((yield* reset("nobody@limits.example")).body.data.message).toBe(RESET_ANSWER)
        const unknown = yield* reset("nobody@limits.example")
        expect(unknown.status).toBe(known.status)
        expect(unknown.body).toEqual(known.body)
        expect(Math.abs(Number(unknown.headers.get("retry-after")) - Number(known.headers.get("retry-after")))).toBeLessThanOrEqual(5)
        expect(yield* mailsTo("nobody@limits.example")).toBe(0)
      })
    )

    it.effect("password reset: at most 3 in 15 minutes from one client address", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const ip = newAddress()
        const reset = (email: string) => api.request("POST", RESET, { json: { email }, headers: from(ip) })
        for (const n of [1, 2, 3]) expect((yield* reset(`probe${n}@limits.example`)).status).toBe(200)
        const refused = yield* reset(Seeded.multi.email)
        expectRefused(refused, "password reset requests", 900)
        expect(yield* mailsTo(Seeded.multi.email)).toBe(0)
        expect((yield* api.request("POST", RESET, { json: { email: Seeded.multi.email }, headers: from(newAddress()) })).status).toBe(200)
        expect(yield* mailsTo(Seeded.multi.email)).toBe(1)
      })
    )

    it.effect("invitations: at most 2 an hour to one address and 4 an hour from one user; refused ones store and mail nothing", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
        const invite = (email: string) => api.request("POST", INVITE, { token: admin, json: { email, role: "user", agency_id: 4 } })

        expect((yield* invite("again@limits.example")).status).toBe(200)
        expect((yield* invite("Again@limits.example")).status).toBe(200)
        const toRecipient = yield* invite("AGAIN@limits.example")
        expectRefused(toRecipient, "invitations", 3600)
        expect(yield* mailsTo("again@limits.example")).toBe(2)

        // The recipient refusal was not counted against the user: two more go out, then the user's limit holds.
        expect((yield* invite("third@limits.example")).status).toBe(200)
        expect((yield* invite("fourth@limits.example")).status).toBe(200)
        const fromUser = yield* invite("fifth@limits.example")
        expectRefused(fromUser, "invitations", 3600)
        expect(yield* invitationsTo("fifth@limits.example")).toBe(0)
        expect(yield* mailsTo("fifth@limits.example")).toBe(0)

        // Another inviting user has a limit of their own.
        const agencyAdmin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
        const other = yield* api.request("POST", INVITE, { token: agencyAdmin, json: { email: "fifth@limits.example", role: "user" } })
        expect(other.status).toBe(200)
        expect(yield* mailsTo("fifth@limits.example")).toBe(1)
      })
    )

    it.effect("request updates: support's changes go through, the requester gets at most 2 mails an hour and every notice in the app", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const support = { email: "sam.limits@example.com", password: "Support123!" }
        const { portalId } = yield* sqlRun((sql) =>
          Effect.gen(function* () {
            const hash = yield* hashPassword(support.password)
            yield* sql`INSERT INTO users ${sql.insert({ name: "Sam Limits", email: support.email, password_hash: hash, is_support: true })}`
            const [agency] = yield* sql<{ id: number }>`SELECT id FROM agencies WHERE name = 'Northwind Agency'`
            yield* sql`UPDATE agencies SET max_active_requests = 10, sr_saas = 1 WHERE id = ${agency!.id}`
            const [portal] = yield* sql<{ id: number }>`SELECT id FROM portals WHERE agency_id = ${agency!.id} ORDER BY id LIMIT 1`
            return { portalId: portal!.id }
          })
        )
        const north = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
        const desk = yield* api.login(support.email, support.password)
        const created = yield* api.request("POST", `${TASKS}/tasks`, {
          token: north,
          json: { title: "Limit the mails", description: "Many answers in a row.", portal_id: portalId, priority: "low" }
        })
        expect(created.status).toBe(201)
        const id = created.body.data.id as number
        const before = yield* mailsTo(Seeded.northwind.email)
        for (const n of [1, 2, 3]) {
          const answered = yield* api.request("POST", `${TASKS}/support/tasks/${id}/comments`, {
            token: desk,
            json: { body: `Answer ${n}` }
          })
          expect(answered.status).toBe(201)
        }
        expect(yield* mailsTo(Seeded.northwind.email)).toBe(before + 2)
        const read = yield* api.request("GET", `${TASKS}/tasks/${id}`, { token: north })
        expect(read.body.data.comments.map((comment: { body: string }) => comment.body)).toEqual(["Answer 1", "Answer 2", "Answer 3"])
        const notices = yield* sqlRun(
          (sql) =>
            sql<{
              count: number
            }>`SELECT count(*)::int AS count FROM notifications WHERE title = ${`Update on your request "Limit the mails"`}`
        )
        expect(notices[0]!.count).toBe(3)
      })
    )
  }
)
