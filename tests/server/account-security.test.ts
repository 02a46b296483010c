// Account security (OWASP ASVS L2): changing the email or password needs the current password (wrong tries
// lock the change out), a new email applies only from a link mailed to it, password changes are
// mailed, and every payload that sets a password follows one policy.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

import { activityOf, latestMail, resetLinkFor } from "./support/records.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const ME = "/auth/api/v2/users/me"
const CONFIRM = "/auth/api/v2/users/me/email/confirm"

const sqlRun = (run: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

/** The newest mail to `to` (fails the test when there is none). */
const mailTo = (to: string) =>
  Effect.flatMap(latestMail(to), Option.match({ onNone: () => Effect.dieMessage(`No mail to ${to}`), onSome: Effect.succeed }))

const confirmTokenFor = (to: string) =>
  Effect.map(mailTo(to), (mail) => {
    const link = /https?:\/\/\S+\/confirm-email\?\S+/.exec(mail.text)?.[0]
    if (link === undefined) throw new Error(`No confirmation link mailed to ${to}`)
    return new URL(link)
  })

const mailCount = (to: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM mail_outbox WHERE lower("to") = lower(${to})`
  ).pipe(
    Effect.map((rows) => rows[0]!.count),
    Effect.orDie
  )

layer(testServer(), { excludeTestServices: true })("account security", (it) => {
  it.effect("a new password needs the right current password, follows the policy, ends other sessions and is mailed", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { email, password } = Seeded.agencyAdmin
      const here = yield* api.login(email, password)
      const elsewhere = yield* api.login(email, password)
      const put = (json: Record<string, unknown>) => api.request("PUT", ME, { token: here, json })

      const missing = yield* put({ password: "Violet kettle drum 7" })
      expect(missing).toMatchObject({
        status: 422,
        body: { message: "current_password: Enter your current password to change your email or password." }
      })
      const wrong = yield* put({ password: "Violet kettle drum 7", current_password: "not-my-password" })
      expect(wrong).toMatchObject({ status: 422, body: { message: "current_password: The current password is incorrect." } })
      const short = yield* put({ password: "Short1!", current_password: password })
      expect(short).toMatchObject({ status: 422, body: { message: "password: The password must be at least 10 characters." } })
      const common = yield* put({ password: "password123", current_password: password })
      expect(common).toMatchObject({ status: 422, body: { message: "password: This password is too common; choose another." } })
      const simple = yield* put({ password: "aaaaaaaaaaaa", current_password: password })
      expect(simple).toMatchObject({
        status: 422,
        body: { message: "password: This password is a repeated character or a simple sequence; choose another." }
      })
      const personal = yield* put({ password: "my agency password 9", current_password: password })
      expect(personal).toMatchObject({
        status: 422,
        body: { message: "password: The password may not contain your name or email address." }
      })
      expect((yield* api.request("GET", "/auth/api/v2/me", { token: elsewhere })).status).toBe(200)

      const changed = yield* put({ password: "Violet kettle drum 7", current_password: password })
      expect(changed.status).toBe(200)
      expect(changed.body.pending_email).toBeNull()
      expect((yield* api.request("GET", "/auth/api/v2/me", { token: here })).status).toBe(200)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token: elsewhere })).status).toBe(401)
      expect((yield* api.request("POST", "/auth/api/v2/login", { json: { email, password } })).status).toBe(422)
      yield* api.login(email, "Violet kettle drum 7")

      const notice = yield* mailTo(email)
      expect(notice.subject).toBe("Your password was changed")
      expect(notice.text).toMatch(/was changed on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC from IP address \S+\./)
      expect(notice.text).toContain(`${api.baseUrl}/forgot-password`)

      const userId = changed.body.data.id as number
      const events = (yield* activityOf(userId)).map((entry) => entry.event)
      expect(events).toContain("current password refused")
      const entry = (yield* activityOf(userId)).find((row) => row.event === "profile updated")
      expect(entry?.properties).toMatchObject({ changed: ["password"] })
    })
  )

  it.effect("wrong current passwords lock the change out with 429 and Retry-After, even for the right one", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const attempt = (current: string) =>
        api.request("PUT", ME, { token, json: { email: "someone.else@example.com", current_password: current } })
      for (let index = 0; index < 5; index++) {
        expect((yield* attempt(`wrong-${index}`)).status).toBe(422)
      }
      const locked = yield* attempt(Seeded.user.password)
      expect(locked.status).toBe(429)
      expect(locked.body.message).toMatch(/^Too many wrong current passwords\. Please try again in \d+ seconds\.$/)
      const retryAfter = Number(locked.headers.get("retry-after"))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(15 * 60)
      expect(yield* mailCount("someone.else@example.com")).toBe(0)
      // Other profile changes need no current password and stay open.
      expect((yield* api.request("PUT", ME, { token, json: { name: "Still Me" } })).status).toBe(200)
    })
  )

  it.effect("a new email waits for its mailed link; the link applies it once, ends sessions and tells the old address", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { email: oldEmail, password } = Seeded.northwind
      const token = yield* api.login(oldEmail, password)
      const newEmail = "nora.new@example.com"

      const taken = yield* api.request("PUT", ME, { token, json: { email: Seeded.agencyAdmin.email, current_password: password } })
      expect(taken).toMatchObject({ status: 422, body: { message: "The email has already been taken." } })
      const requested = yield* api.request("PUT", ME, { token, json: { email: newEmail, current_password: password } })
      expect(requested.status).toBe(200)
      expect(requested.body.data.email).toBe(oldEmail)
      expect(requested.body.pending_email).toBe(newEmail)
      expect((yield* api.request("POST", "/auth/api/v2/login", { json: { email: newEmail, password } })).status).toBe(422)

      const warning = yield* mailTo(oldEmail)
      expect(warning.subject).toBe("Your email address is being changed")
      expect(warning.text).toContain(newEmail)
      const confirmMail = yield* mailTo(newEmail)
      expect(confirmMail.subject).toBe("Confirm your new email address")
      const link = yield* confirmTokenFor(newEmail)
      expect(link.origin).toBe(api.baseUrl)
      expect(link.pathname).toBe("/confirm-email")
      const confirmToken = link.searchParams.get("token")!

      const bogus = yield* api.request("POST", CONFIRM, { json: { token: "not-a-token" } })
      expect(bogus).toMatchObject({ status: 422, body: { message: "This email confirmation link is invalid or has expired." } })
      const blank = yield* api.request("POST", CONFIRM, { json: { token: "" } })
      expect(blank).toMatchObject({ status: 422, body: { message: "token: The token field is required." } })

      const confirmed = yield* api.request("POST", CONFIRM, { json: { token: confirmToken } })
      expect(confirmed).toMatchObject({
        status: 200,
        body: { data: { message: "Your email address has been changed. Sign in with the new address." } }
      })
      const again = yield* api.request("POST", CONFIRM, { json: { token: confirmToken } })
      expect(again).toMatchObject({ status: 422, body: { message: "This email confirmation link is invalid or has expired." } })

      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).status).toBe(401)
      expect((yield* api.request("POST", "/auth/api/v2/login", { json: { email: oldEmail, password } })).status).toBe(422)
      const fresh = yield* api.login(newEmail, password)
      const me = (yield* api.request("GET", "/auth/api/v2/me", { token: fresh })).body.data
      expect(me.email).toBe(newEmail)

      const changedNotice = yield* mailTo(oldEmail)
      expect(changedNotice.subject).toBe("Your email address was changed")
      expect(changedNotice.text).toContain(newEmail)

      const log = yield* activityOf(me.id)
      expect(log.find((row) => row.event === "email change requested")?.properties).toMatchObject({ new_email: newEmail })
      expect(log.find((row) => row.event === "email changed")?.properties).toEqual({ from: oldEmail, to: newEmail })
    })
  )

  it.effect("an expired link, a superseded link and an address taken meanwhile are refused", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { email, password } = Seeded.multi
      const token = yield* api.login(email, password)
      const request = (to: string) => api.request("PUT", ME, { token, json: { email: to, current_password: password } })

      expect((yield* request("late@example.com")).status).toBe(200)
      const late = (yield* confirmTokenFor("late@example.com")).searchParams.get("token")!
      yield* sqlRun((sql) => sql`UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE new_email = 'late@example.com'`)
      expect((yield* api.request("POST", CONFIRM, { json: { token: late } })).status).toBe(422)

      expect((yield* request("first@example.com")).status).toBe(200)
      const first = (yield* confirmTokenFor("first@example.com")).searchParams.get("token")!
      expect((yield* request("second@example.com")).status).toBe(200)
      const second = (yield* confirmTokenFor("second@example.com")).searchParams.get("token")!
      expect((yield* api.request("POST", CONFIRM, { json: { token: first } })).status).toBe(422)

      // Someone else takes the address before the link is opened.
      yield* sqlRun((sql) => sql`UPDATE users SET email = 'second@example.com' WHERE lower(email) = ${Seeded.admin.email}`)
      const taken = yield* api.request("POST", CONFIRM, { json: { token: second } })
      expect(taken).toMatchObject({ status: 422, body: { message: "The email has already been taken." } })
      yield* sqlRun((sql) => sql`UPDATE users SET email = ${Seeded.admin.email} WHERE email = 'second@example.com'`)
      expect((yield* api.request("GET", "/auth/api/v2/me", { token })).body.data.email).toBe(email)

      // The tokens are stored only as digests.
      const stored = (yield* sqlRun((sql) => sql`SELECT token_hash FROM email_changes`)) as Array<{ token_hash: string }>
      expect(stored.map((row) => row.token_hash)).not.toContain(second)
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true)
    })
  )

  it.effect("a password reset is mailed as a password change; every password-setting payload follows the policy", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const { email } = Seeded.admin
      expect((yield* api.request("POST", "/auth/api/v2/password/reset", { json: { email } })).status).toBe(200)
      const token = (yield* resetLinkFor(email)).searchParams.get("token")!
      const setup = (password: string) =>
        api.request("POST", "/auth/api/v2/password/setup", { json: { token, email, password, password_confirmation: password } })
      expect((yield* setup("qwertyuiop")).body.message).toBe("password: This password is too common; choose another.")
      expect((yield* setup("admin-is-my-name")).body.message).toBe("password: The password may not contain your name or email address.")
      expect((yield* setup("Copper lantern 4 sale")).status).toBe(200)
      const notice = yield* mailTo(email)
      expect(notice.subject).toBe("Your password was changed")

      const admin = yield* api.login(email, "Copper lantern 4 sale")
      const created = yield* api.request("POST", "/auth/api/v2/users", {
        token: admin,
        json: { name: "Ada Root", email: "ada.root@example.com", password: "1234567890" }
      })
      expect(created).toMatchObject({ status: 422, body: { message: "password: This password is too common; choose another." } })
      const invited = yield* api.request("POST", "/auth/api/v2/users/invite", {
        token: admin,
        json: { email: "ada.root@example.com", role: "admin", name: "Ada Root", password: "Ada Root forever" }
      })
      expect(invited).toMatchObject({
        status: 422,
        body: { message: "password: The password may not contain your name or email address." }
      })
      const accepted = yield* api.request("POST", "/auth/api/v2/users/accept-invitation", {
        json: {
          token: "unknown",
          email: "ada.root@example.com",
          name: "Ada Root",
          password: "abcdefghijkl",
          password_confirmation: "abcdefghijkl"
        }
      })
      expect(accepted).toMatchObject({
        status: 422,
        body: { message: "password: This password is a repeated character or a simple sequence; choose another." }
      })
    })
  )
})
