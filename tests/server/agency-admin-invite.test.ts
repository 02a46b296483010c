// An agency created by the super admin gets its named admin. A new address is invited (the
// Users drawer's invitation, role agency-admin, mailed through the outbox) and accepting it signs in as
// that agency's admin; an existing user is made its admin at once and told by mail; a bad or demo
// address is a 422 naming admin_email with nothing created; only the super admin may do this.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

import { latestMail } from "./support/records.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const AGENCIES = "/agency/api/v2/agencies"
const AUTH = "/auth/api/v2"
const PASSWORD = "Quiet-Harbor-42!"

const form = (fields: Record<string, unknown> = {}) => ({
  name: "Harbor Agency",
  admin_name: "Hana Harbor",
  admin_email: "hana@harbor.example",
  portals_available: 0,
  credit_limit: 0,
  ...fields
})

const sqlRows = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.orDie(run(sql)))

const count = (run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<{ n: number }>, unknown>) =>
  Effect.map(sqlRows(run), (rows) => rows[0]!.n)

const mailsTo = (email: string) =>
  count((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox WHERE lower("to") = lower(${email})`)
const invitationsTo = (email: string) =>
  count((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM invitations WHERE lower(email) = lower(${email})`)
const agencyCount = count((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM agencies`)

/** The invitation link in the newest mail to `to`. */
const invitationLinkFor = (to: string) =>
  Effect.flatMap(latestMail(to), (mail) => {
    const link = Option.flatMap(mail, (entry) => Option.fromNullable(/https?:\/\/\S+\/setup-accept-invitation\?\S+/.exec(entry.text)?.[0]))
    return Option.match(link, {
      onNone: () => Effect.dieMessage(`No invitation mailed to ${to}`),
      onSome: (text) => Effect.succeed(new URL(text))
    })
  })

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("agency admin appointment", (it) => {
  it.effect("a new address: invitation row + mail in the outbox; accepting it signs in as that agency's admin", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const created = yield* api.request("POST", AGENCIES, { token: admin, json: form() })
      expect(created.status).toBe(201)
      expect(created.body.admin).toEqual({ email: "hana@harbor.example", outcome: "invited" })
      const agencyId = created.body.data.id as number

      const rows = yield* sqlRows(
        (sql) => sql<{ role: string; agency_id: number; used_at: Date | null }>`
        SELECT role, agency_id, used_at FROM invitations WHERE lower(email) = 'hana@harbor.example'`
      )
      expect(rows).toEqual([{ role: "agency-admin", agency_id: agencyId, used_at: null }])
      expect(yield* mailsTo("hana@harbor.example")).toBe(1)
      const mail = Option.getOrThrow(yield* latestMail("hana@harbor.example"))
      expect(mail.subject).toBe("You have been invited to join Harbor Agency")
      expect(mail.text).toContain("as Admin")
      const logged = yield* sqlRows(
        (sql) => sql<{ event: string }>`
        SELECT event FROM activity_log WHERE subject_id = ${agencyId} AND subject_type = 'App\\Models\\Agency' ORDER BY id`
      )
      expect(logged.map((entry) => entry.event)).toEqual(["user invited", "agency.created"])

      const link = yield* invitationLinkFor("hana@harbor.example")
      const token = link.searchParams.get("token")!
      const read = yield* api.request("GET", `${AUTH}/users/invitation?token=${encodeURIComponent(token)}&email=hana%40harbor.example`)
      expect(read.body.data).toMatchObject({ role: "agency-admin", agency: { id: agencyId, name: "Harbor Agency" }, existing_user: false })
      const accepted = yield* api.request("POST", `${AUTH}/users/accept-invitation`, {
        json: { token, email: "hana@harbor.example", name: "Hana Harbor", password: PASSWORD, password_confirmation: PASSWORD }
      })
      expect(accepted.status).toBe(200)
      const session = yield* api.login("hana@harbor.example", PASSWORD)
      const me = yield* api.request("GET", `${AUTH}/me`, { token: session })
      expect(me.body.data).toMatchObject({ agency: { id: agencyId, name: "Harbor Agency", role: { name: "agency-admin" } } })
      // The new admin administers their agency: they may list its members.
      expect((yield* api.request("GET", `${AUTH}/users?agency_id=${agencyId}`, { token: session })).status).toBe(200)
    })
  )

  it.effect("an existing user becomes the agency's admin at once and is told by mail; no invitation", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const before = yield* mailsTo(Seeded.user.email)
      const created = yield* api.request("POST", AGENCIES, {
        token: admin,
        json: form({ name: "Quay Agency", admin_email: "USER@example.com" })
      })
      expect(created.status).toBe(201)
      expect(created.body.admin).toEqual({ email: Seeded.user.email, outcome: "made_admin" })
      expect(created.body.data.users_count).toBe(1)
      const agencyId = created.body.data.id as number
      expect(yield* invitationsTo(Seeded.user.email)).toBe(0)
      expect(yield* mailsTo(Seeded.user.email)).toBe(before + 1)
      expect(Option.getOrThrow(yield* latestMail(Seeded.user.email)).subject).toBe("You are now an admin of Quay Agency")
      const logged = yield* sqlRows(
        (sql) => sql<{ event: string; properties: unknown }>`
        SELECT event, properties FROM activity_log WHERE event = 'agency admin appointed' ORDER BY id DESC LIMIT 1`
      )
      expect(logged[0]?.properties).toMatchObject({ agency_id: agencyId, email: Seeded.user.email })

      const session = yield* api.login(Seeded.user.email, Seeded.user.password)
      const me = yield* api.request("GET", `${AUTH}/me`, { token: session })
      const quay = me.body.data.agencies.find((agency: { id: number }) => agency.id === agencyId)
      expect(quay).toMatchObject({ name: "Quay Agency", role: { name: "agency-admin" } })

      // Saving again with the same admin sends nothing more; a changed admin_email appoints the new address.
      const same = yield* api.request("PUT", `${AGENCIES}/${agencyId}`, {
        token: admin,
        json: form({ name: "Quay Agency", admin_email: Seeded.user.email, status: "active" })
      })
      expect(same.status).toBe(200)
      expect(same.body.admin).toBeUndefined()
      expect(yield* mailsTo(Seeded.user.email)).toBe(before + 1)
      const changed = yield* api.request("PUT", `${AGENCIES}/${agencyId}`, {
        token: admin,
        json: form({ name: "Quay Agency", admin_email: "new.owner@quay.example", status: "active" })
      })
      expect(changed.status).toBe(200)
      expect(changed.body.admin).toEqual({ email: "new.owner@quay.example", outcome: "invited" })
      expect(yield* invitationsTo("new.owner@quay.example")).toBe(1)
      expect(yield* mailsTo("new.owner@quay.example")).toBe(1)
    })
  )

  /** Posts the form as `email` (a seeded account) and expects `status`, with no agency, invitation or mail made. */
  const refused = (email: string, password: string, fields: Record<string, unknown>, status: number) =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(email, password)
      const agencies = yield* agencyCount
      const reply = yield* api.request("POST", AGENCIES, { token, json: form(fields) })
      expect(reply.status).toBe(status)
      expect(yield* agencyCount).toBe(agencies)
      expect(yield* invitationsTo(String(fields.admin_email))).toBe(0)
      expect(yield* mailsTo(String(fields.admin_email))).toBe(0)
      return reply.body as { message: string }
    })

  it.effect("a bad or demo admin email is a 422 naming admin_email, and nothing is created", () =>
    Effect.gen(function* () {
      const bad = yield* refused(Seeded.admin.email, Seeded.admin.password, { name: "Broken Agency", admin_email: "not-an-email" }, 422)
      expect(bad.message).toContain("admin_email")
      // The contract's pattern lets this through; mail cannot be sent to it, so it is refused before any write.
      const unmailable = yield* refused(
        Seeded.admin.email,
        Seeded.admin.password,
        { name: "Broken Agency", admin_email: "`y__lo@#~>.2RKGfxe" },
        422
      )
      expect(unmailable.message).toBe("admin_email: The admin email must be a valid email address.")
      const demo = yield* refused(
        Seeded.admin.email,
        Seeded.admin.password,
        { name: "Broken Agency", admin_email: "demo@example.com" },
        422
      )
      expect(demo.message).toBe("admin_email: The admin email belongs to a demo account.")
    })
  )

  it.effect("an agency admin (not a super admin) cannot create an agency or appoint its admin: 403", () =>
    refused(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password, { name: "Sneaky Agency", admin_email: "sneaky@harbor.example" }, 403)
  )

  it.effect("creating several agencies for one admin is not refused by the invitation rate limits", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      for (const index of [1, 2, 3, 4, 5]) {
        const created = yield* api.request("POST", AGENCIES, {
          token: admin,
          json: form({ name: `Chain Agency ${index}`, admin_email: "chain@harbor.example" })
        })
        expect(created.status).toBe(201)
      }
      expect(yield* invitationsTo("chain@harbor.example")).toBe(5)
      expect(yield* mailsTo("chain@harbor.example")).toBe(5)
    })
  )
})
