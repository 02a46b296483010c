// The daily digest: the per-user choice over HTTP (off by default, 422 naming `daily`, 401 without a token,
// logged on change), and the pass (DailyDigest.sendDue, called directly; the background loop is off here):
// one mail a UTC day to an opted-in user listing their unread personal entries of the last 24 hours only.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { DailyDigest } from "../../server/domain/notifications/DailyDigest.ts"
import { escapeHtml } from "../../server/lib/html.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/auth/api/v2"
const SUBJECT = "Your portals today"

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const setDaily = (token: string, daily: unknown) =>
  Effect.flatMap(TestApi, (api) => api.request("PUT", `${base}/notifications/digest`, { token, json: { daily } }))

const userId = (email: string) =>
  Effect.map(
    sqlRun((sql) => sql<{ id: number }>`SELECT id FROM users WHERE email = ${email}`),
    (rows) => rows[0]!.id
  )

/** A personal entry as PersonalNotices writes it (escaped paragraphs), published `hoursAgo` ago. */
const addEntry = (recipientId: number | null, title: string, lines: ReadonlyArray<string>, link: string | null, hoursAgo = 0) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ id: number }>`
        INSERT INTO notifications (recipient_id, title, description_html, author, link, published_at)
        VALUES (${recipientId}, ${title}, ${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")},
          'Portal Builder', ${link}, now() - make_interval(hours => ${hoursAgo}))
        RETURNING id`
    ),
    (rows) => rows[0]!.id
  )

const digestsTo = (email: string) =>
  sqlRun(
    (sql) => sql<{ text: string; html: string }>`
      SELECT text, html FROM mail_outbox WHERE lower("to") = lower(${email}) AND subject = ${SUBJECT} ORDER BY id`
  )

const portalOf = (email: string) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ id: number }>`
        SELECT p.id FROM portals p JOIN agency_user au ON au.agency_id = p.agency_id JOIN users u ON u.id = au.user_id
        WHERE u.email = ${email} ORDER BY p.id LIMIT 1`
    ),
    (rows) => rows[0]!.id
  )

layer(testServer({}, { dailyDigest: false }), { excludeTestServices: true, timeout: 120_000 })("daily digest", (it) => {
  it.effect("the choice: off by default, set and read back, logged once per change; 422 naming daily; 401 without a token", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.user)
      const read = yield* api.request("GET", `${base}/notifications/digest`, { token })
      expect(read.status).toBe(200)
      expect(read.body).toEqual({ data: { daily: false } })

      for (const daily of [true, true, false]) {
        const set = yield* setDaily(token, daily)
        expect(set.status).toBe(200)
        expect(set.body).toEqual({ data: { daily } })
      }
      expect((yield* api.request("GET", `${base}/notifications/digest`, { token })).body).toEqual({ data: { daily: false } })
      const id = yield* userId(Seeded.user.email)
      const logged = yield* sqlRun(
        (sql) => sql<{ properties: unknown }>`
          SELECT properties FROM activity_log WHERE event = 'notifications.digest' AND causer_id = ${id} ORDER BY id`
      )
      expect(logged.map((row) => row.properties)).toEqual([{ daily: true }, { daily: false }])

      for (const daily of ["yes", 1, null]) {
        const refused = yield* setDaily(token, daily)
        expect(refused.status).toBe(422)
        expect(Object.keys(refused.body.errors)).toEqual(["daily"])
      }
      const missing = yield* api.request("PUT", `${base}/notifications/digest`, { token, json: {} })
      expect(missing.status).toBe(422)
      expect(Object.keys(missing.body.errors)).toEqual(["daily"])

      expect((yield* api.request("GET", `${base}/notifications/digest`)).status).toBe(401)
      expect((yield* api.request("PUT", `${base}/notifications/digest`, { json: { daily: true } })).status).toBe(401)
      expect((yield* api.request("PUT", `${base}/notifications/digest`, { json: { daily: "yes" } })).status).toBe(401)
    })
  )

  it.effect("one mail a day listing the unread personal entries of the last day; nothing for the opted out or another agency", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const digest = yield* DailyDigest
      const admin = yield* userId(Seeded.agencyAdmin.email)
      const member = yield* userId(Seeded.user.email)
      const other = yield* userId(Seeded.northwind.email)
      const portal = yield* portalOf(Seeded.agencyAdmin.email)
      const link = `/portals-main/${portal}`
      // Whatever the seed left unread is not this test's data.
      for (const who of [Seeded.agencyAdmin, Seeded.user, Seeded.northwind]) {
        expect((yield* api.request("PUT", `${base}/notifications/read-all`, { token: yield* login(who) })).status).toBe(200)
      }

      yield* addEntry(
        admin,
        "CRM connection lost for Acme <Portal>",
        ["HubSpot no longer accepts the app's access.", "Open the portal & choose Reconnect."],
        link
      )
      yield* addEntry(admin, "Work on Acme ended with failures", ["Install: 1 of 2 steps failed."], link)
      const read = yield* addEntry(admin, "Files edited in HubSpot", ["2 files were edited."], link)
      yield* addEntry(admin, "Last week's news", ["Too old."], link, 30)
      yield* addEntry(null, "Product news of today", ["Everyone's changelog."], null)
      // The plain member has entries too but never opted in; northwind's admin opted in, and an entry about
      // agency A's portal (of a time it was theirs) is not mailed to them.
      yield* addEntry(member, "Work on Acme ended with failures", ["Install: 1 of 2 steps failed."], link)
      yield* addEntry(other, "CRM connection lost for Acme", ["Not northwind's portal."], link)
      const adminToken = yield* login(Seeded.agencyAdmin)
      expect((yield* api.request("PUT", `${base}/notifications/${read}/read`, { token: adminToken })).status).toBe(200)
      expect((yield* setDaily(adminToken, true)).status).toBe(200)
      expect((yield* setDaily(yield* login(Seeded.northwind), true)).status).toBe(200)

      expect(yield* digest.sendDue).toBe(1)
      const mails = yield* digestsTo(Seeded.agencyAdmin.email)
      expect(mails).toHaveLength(1)
      const { text, html } = mails[0]!
      expect(text).toContain(
        "CRM connection lost for Acme <Portal>\nHubSpot no longer accepts the app's access.\nOpen the portal & choose Reconnect."
      )
      expect(text).toContain("Work on Acme ended with failures\nInstall: 1 of 2 steps failed.")
      expect(text).toContain(`Open: ${api.baseUrl}${link}`)
      expect(text).not.toContain("Files edited in HubSpot")
      expect(text).not.toContain("Last week's news")
      expect(text).not.toContain("Product news of today")
      expect(html).toContain("CRM connection lost for Acme &lt;Portal&gt;")
      expect(html).toContain("Open the portal &amp; choose Reconnect.")
      expect(html).toContain(`<a href="${api.baseUrl}${link}">`)
      expect(html).not.toContain("<Portal>")
      expect(yield* digestsTo(Seeded.user.email)).toHaveLength(0)
      expect(yield* digestsTo(Seeded.northwind.email)).toHaveLength(0)
      const marks = yield* sqlRun((sql) => sql<{ user_id: number }>`SELECT user_id FROM digest_sends ORDER BY user_id`)
      expect(marks.map((row) => row.user_id)).toEqual([admin])
      // The day's mark and the mail were written by one transaction (a kill between them leaves neither).
      const writers = yield* sqlRun(
        (sql) => sql<{ mark: string; mail: string }>`
          SELECT (SELECT xmin::text FROM digest_sends WHERE user_id = ${admin}) AS mark,
            (SELECT xmin::text FROM mail_outbox WHERE subject = ${SUBJECT} ORDER BY id DESC LIMIT 1) AS mail`
      )
      expect(writers[0]!.mark).toBe(writers[0]!.mail)
      const sent = yield* sqlRun(
        (sql) => sql<{ subject_id: number }>`SELECT subject_id FROM activity_log WHERE event = 'notifications.digest_sent'`
      )
      expect(sent.map((row) => row.subject_id)).toEqual([admin])

      // A new entry the same day waits for tomorrow: a second pass sends nothing more.
      yield* addEntry(admin, "Rollout paused", ["The rollout stopped after a failure."], "/rollouts/1")
      expect(yield* digest.sendDue).toBe(0)
      expect(yield* digestsTo(Seeded.agencyAdmin.email)).toHaveLength(1)
    })
  )
})
