// Invitation links and login links (base /auth/api/v2): reading and accepting an invitation as a new or
// existing account, auto-accept while signed in, single use, replacement, expiry, portal access,
// and single-use expiring login links (/auto-login, /v5-auto-login).
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"

import { ActivityLogRepo } from "../../server/db/repos/ActivityLogRepo.ts"
import { ApiTokenRepo } from "../../server/db/repos/ApiTokenRepo.ts"
import { LoginLinkRepo } from "../../server/db/repos/LoginLinkRepo.ts"
import { UserRepo } from "../../server/db/repos/UserRepo.ts"
import { Transaction } from "../../server/db/transaction.ts"
import { LoginLinks } from "../../server/domain/users/LoginLinks.ts"
import { UserView } from "../../server/domain/users/UserView.ts"
import { latestMail } from "./support/records.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const BASE = "/auth/api/v2"
const INVALID = "This invitation link is invalid or has expired."

/** The link of the newest invitation mailed to `to`. */
const invitationLinkFor = (to: string) =>
  Effect.flatMap(latestMail(to), (mail) => {
    const link = Option.flatMap(mail, (entry) => Option.fromNullable(/https?:\/\/\S+\/setup-accept-invitation\?\S+/.exec(entry.text)?.[0]))
    return Option.match(link, {
      onNone: () => Effect.dieMessage(`No invitation mailed to ${to}`),
      onSome: (text) => Effect.succeed(new URL(text))
    })
  })

const portalId = (name: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: number }>`SELECT id FROM portals WHERE name = ${name}`).pipe(
    Effect.map((rows) => rows[0]!.id),
    Effect.orDie
  )

const sqlRun = (run: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

/** The LoginLinks service over the test server's database. */
const LoginLinksTest = LoginLinks.Default.pipe(
  Layer.provide(UserView.Default),
  Layer.provide(Layer.mergeAll(UserRepo.Default, LoginLinkRepo.Default, ApiTokenRepo.Default, ActivityLogRepo.Default, Transaction.Default))
)

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("invitations", (it) => {
  const invite = (token: string, json: Record<string, unknown>) =>
    Effect.flatMap(TestApi, (api) => api.request("POST", `${BASE}/users/invite`, { token, json }))

  it.effect("a new account accepts with name and password, logs in and sees the agency; the link works once", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const sent = yield* invite(admin, { email: "New.Person@example.com", role: "agency-admin", agency_id: 4 })
      expect(sent).toMatchObject({ status: 200, body: { data: { message: "Invitation Sent", user: null } } })

      const mail = yield* latestMail("new.person@example.com")
      expect(Option.getOrThrow(mail).subject).toBe("You have been invited to join Zenith Agency")
      const link = yield* invitationLinkFor("new.person@example.com")
      expect(link.origin).toBe(api.baseUrl)
      expect(link.searchParams.get("email")).toBe("New.Person@example.com")
      const token = link.searchParams.get("token")!
      const query = `token=${encodeURIComponent(token)}&email=${encodeURIComponent("new.person@example.com")}`

      const read = yield* api.request("GET", `${BASE}/users/invitation?${query}`)
      expect(read.status).toBe(200)
      expect(read.body.data).toMatchObject({
        email: "New.Person@example.com",
        name: null,
        role: "agency-admin",
        agency: { id: 4, name: "Zenith Agency" },
        invited_by: "Super Admin",
        existing_user: false
      })
      expect(Date.parse(read.body.data.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
      expect(
        (yield* api.request("GET", `${BASE}/users/invitation?token=${encodeURIComponent(token)}&email=other%40example.com`)).status
      ).toBe(404)
      expect((yield* api.request("GET", `${BASE}/users/invitation?token=nope&email=new.person%40example.com`)).body.message).toBe(INVALID)

      const accept = (json: Record<string, unknown>) =>
        api.request("POST", `${BASE}/users/accept-invitation`, { json: { token, email: "new.person@example.com", ...json } })
      expect((yield* accept({ password: "Quiet-Harbor-42!", password_confirmation: "Quiet-Harbor-42!" })).body.message).toBe(
        "The name field is required."
      )
      expect((yield* accept({ name: "New Person" })).body.message).toBe("The password field is required.")
      expect((yield* accept({ name: "New Person", password: "short", password_confirmation: "short" })).body.message).toBe(
        "password: The password must be at least 10 characters."
      )
      expect(
        (yield* accept({ name: "New Person", password: "Quiet-Harbor-42!", password_confirmation: "Quiet-Harbor-43!" })).body.message
      ).toBe("The password confirmation does not match.")
      const done = yield* accept({ name: "New Person", password: "Quiet-Harbor-42!", password_confirmation: "Quiet-Harbor-42!" })
      // Accepting signs the invitee in, as POST /login answers.
      expect(done).toMatchObject({
        status: 200,
        body: {
          data: {
            message: "The invitation has been accepted.",
            token_type: "Bearer",
            expires_in: 86400,
            user: { name: "New Person", agency: { id: 4 } }
          }
        }
      })
      const signedIn = yield* api.request("GET", `${BASE}/me`, { token: done.body.data.token })
      expect(signedIn).toMatchObject({ status: 200, body: { data: { email: "New.Person@example.com" } } })
      expect((yield* accept({ name: "New Person", password: "Quiet-Harbor-42!", password_confirmation: "Quiet-Harbor-42!" })).status).toBe(
        404
      )
      expect((yield* api.request("GET", `${BASE}/users/invitation?${query}`)).status).toBe(404)

      const session = yield* api.login("new.person@example.com", "Quiet-Harbor-42!")
      const me = yield* api.request("GET", `${BASE}/me`, { token: session })
      expect(me.body.data).toMatchObject({ name: "New Person", agency: { id: 4, name: "Zenith Agency", role: { name: "agency-admin" } } })
      const logged = yield* sqlRun(
        (sql) =>
          sql`SELECT event FROM activity_log WHERE subject_id = ${me.body.data.id} AND subject_type = 'App\\Models\\User' ORDER BY id`
      )
      expect((logged as Array<{ event: string }>).map((entry) => entry.event)).toEqual(
        expect.arrayContaining(["user registered", "invitation accepted", "login"])
      )
    })
  )

  it.effect("an existing account just accepts; a newer invitation replaces the older link; expired links are refused", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      expect((yield* invite(admin, { email: Seeded.northwind.email, role: "user", agency_id: 4 })).status).toBe(200)
      const first = (yield* invitationLinkFor(Seeded.northwind.email)).searchParams.get("token")!
      expect((yield* invite(admin, { email: Seeded.northwind.email, role: "user", agency_id: 4 })).status).toBe(200)
      const second = (yield* invitationLinkFor(Seeded.northwind.email)).searchParams.get("token")!
      expect(second).not.toBe(first)
      const read = (token: string) =>
        api.request(
          "GET",
          `${BASE}/users/invitation?token=${encodeURIComponent(token)}&email=${encodeURIComponent(Seeded.northwind.email)}`
        )
      expect((yield* read(first)).status).toBe(404)
      const offered = yield* read(second)
      expect(offered.body.data).toMatchObject({
        existing_user: true,
        name: "Northwind Admin",
        role: "user",
        agency: { name: "Zenith Agency" }
      })

      const accepted = yield* api.request("POST", `${BASE}/users/accept-invitation`, {
        json: { token: second, email: Seeded.northwind.email }
      })
      expect(accepted.status).toBe(200)
      const session = accepted.body.data.token as string
      const me = yield* api.request("GET", `${BASE}/me`, { token: session })
      expect(me.body.data.agencies.map((agency: { name: string }) => agency.name)).toEqual(["Northwind Agency", "Zenith Agency"])

      // Seven days later the link is dead.
      expect((yield* invite(admin, { email: "late@example.com", role: "user", agency_id: 4 })).status).toBe(200)
      const late = (yield* invitationLinkFor("late@example.com")).searchParams.get("token")!
      yield* sqlRun((sql) => sql`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE lower(email) = 'late@example.com'`)
      const expired = yield* api.request("POST", `${BASE}/users/accept-invitation`, {
        json: {
          token: late,
          email: "late@example.com",
          name: "Late",
          password: "Quiet-Harbor-42!",
          password_confirmation: "Quiet-Harbor-42!"
        }
      })
      expect(expired).toMatchObject({ status: 404, body: { message: INVALID } })
    })
  )

  it.effect("pending invitations are listed to who manages them, resent with a new link and revoked; each is logged", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const agencyAdmin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const northwind = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      expect((yield* invite(agencyAdmin, { email: "pending.one@example.com", role: "agency-admin" })).status).toBe(200)
      expect((yield* invite(user, { email: "pending.two@example.com", role: "user" })).status).toBe(200)
      const list = (token: string, query = "") => api.request("GET", `${BASE}/users/invitations${query}`, { token })

      const byAdmin = yield* list(agencyAdmin, "?agency_id=1")
      expect(byAdmin.status).toBe(200)
      const emails = (reply: typeof byAdmin) => reply.body.data.map((row: { email: string }) => row.email)
      expect(emails(byAdmin)).toEqual(["pending.two@example.com", "pending.one@example.com"])
      const one = byAdmin.body.data[1]
      expect(one).toMatchObject({ role: "agency-admin", agency: { id: 1, name: "Demo Agency" }, invited_by: "Agency Admin" })
      expect(Date.parse(one.expires_at) - Date.parse(one.sent_at)).toBe(7 * 86_400_000)
      // A plain user sees the ones they sent; another agency's admin none of them, and is refused naming agency 1.
      expect(emails(yield* list(user))).toEqual(["pending.two@example.com"])
      expect(emails(yield* list(northwind))).toEqual([])
      expect((yield* list(northwind, "?agency_id=1")).status).toBe(403)
      expect(emails(yield* list(admin, "?agency_id=1"))).toEqual(["pending.two@example.com", "pending.one@example.com"])

      // Resend: a new link by mail, the old one dead; nobody outside the agency may, and learns nothing.
      const oldToken = (yield* invitationLinkFor("pending.one@example.com")).searchParams.get("token")!
      expect((yield* api.request("POST", `${BASE}/users/invitations/${one.id}/resend`, { token: northwind })).status).toBe(404)
      expect((yield* api.request("POST", `${BASE}/users/invitations/${one.id}/resend`, { token: user })).status).toBe(404)
      expect((yield* api.request("POST", `${BASE}/users/invitations/${one.id}/resend`)).status).toBe(401)
      const resent = yield* api.request("POST", `${BASE}/users/invitations/${one.id}/resend`, { token: agencyAdmin })
      expect(resent).toMatchObject({ status: 200, body: { data: { email: "pending.one@example.com", role: "agency-admin" } } })
      expect(resent.body.data.id).not.toBe(one.id)
      const newToken = (yield* invitationLinkFor("pending.one@example.com")).searchParams.get("token")!
      expect(newToken).not.toBe(oldToken)
      const read = (token: string) =>
        api.request("GET", `${BASE}/users/invitation?token=${encodeURIComponent(token)}&email=pending.one%40example.com`)
      expect((yield* read(oldToken)).status).toBe(404)
      expect((yield* read(newToken)).status).toBe(200)
      expect((yield* api.request("POST", `${BASE}/users/invitations/${one.id}/resend`, { token: agencyAdmin })).status).toBe(404)

      // Revoke: the link stops working and the invitation leaves the list; the sender (a plain user) may revoke theirs.
      const two = (yield* list(user)).body.data[0]
      const twoToken = (yield* invitationLinkFor("pending.two@example.com")).searchParams.get("token")!
      const revoked = yield* api.request("DELETE", `${BASE}/users/invitations/${two.id}`, { token: user })
      expect(revoked).toMatchObject({ status: 200, body: { data: { message: "The invitation was revoked." } } })
      expect(
        (yield* api.request("GET", `${BASE}/users/invitation?token=${encodeURIComponent(twoToken)}&email=pending.two%40example.com`)).status
      ).toBe(404)
      expect((yield* api.request("DELETE", `${BASE}/users/invitations/${resent.body.data.id}`, { token: user })).status).toBe(404)
      expect(emails(yield* list(agencyAdmin))).toEqual(["pending.one@example.com"])

      const logged = yield* sqlRun(
        (sql) => sql`SELECT event, properties FROM activity_log WHERE event IN ('invitation resent', 'invitation revoked') ORDER BY id`
      )
      expect(logged).toMatchObject([
        { event: "invitation resent", properties: { email: "pending.one@example.com", replaces: one.id } },
        { event: "invitation revoked", properties: { email: "pending.two@example.com", invitation_id: two.id } }
      ])
    })
  )

  it.effect("a signed-in user accepts an invitation to their own address only", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      expect((yield* invite(admin, { email: Seeded.user.email, role: "user", agency_id: 4 })).status).toBe(200)
      const token = (yield* invitationLinkFor(Seeded.user.email)).searchParams.get("token")!
      const other = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const wrong = yield* api.request("POST", `${BASE}/users/auto-accept`, { token: other, json: { token } })
      expect(wrong).toMatchObject({ status: 403, body: { message: "This invitation was sent to another email address." } })
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const done = yield* api.request("POST", `${BASE}/users/auto-accept`, { token: user, json: { token } })
      expect(done.status).toBe(200)
      expect(done.body.data.agencies.map((agency: { id: number }) => agency.id)).toContain(4)
      expect((yield* api.request("POST", `${BASE}/users/auto-accept`, { token: user, json: { token } })).status).toBe(404)
      expect((yield* api.request("POST", `${BASE}/users/auto-accept`, { json: { token } })).status).toBe(401)
    })
  )

  it.effect("a member limited to some portals sees only those; with no grants, every portal of the agency", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const agencyAdmin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const beacon = yield* portalId("Beacon Portal")
      expect((yield* invite(agencyAdmin, { email: "limited@example.com", role: "user", portal_access: [beacon] })).status).toBe(200)
      const token = (yield* invitationLinkFor("limited@example.com")).searchParams.get("token")!
      const accepted = yield* api.request("POST", `${BASE}/users/accept-invitation`, {
        json: {
          token,
          email: "limited@example.com",
          name: "Limited",
          password: "Quiet-Harbor-42!",
          password_confirmation: "Quiet-Harbor-42!"
        }
      })
      expect(accepted.status).toBe(200)
      const session = yield* api.login("limited@example.com", "Quiet-Harbor-42!")
      const portals = yield* api.request("GET", "/portal/api/v2/portals?limit=100", { token: session })
      expect(portals.body.data.map((portal: { name: string }) => portal.name)).toEqual(["Beacon Portal"])
      const acme = yield* portalId("Acme Portal")
      expect((yield* api.request("GET", `/portal/api/v2/portals/${beacon}`, { token: session })).status).toBe(200)
      expect([403, 404]).toContain((yield* api.request("GET", `/portal/api/v2/portals/${acme}`, { token: session })).status)

      const me = yield* api.request("GET", `${BASE}/me`, { token: session })
      expect(me.body.data.portal_provider).toEqual([{ portal_id: beacon }])
      const cleared = yield* api.request("PUT", `${BASE}/users/${me.body.data.id}`, {
        token: agencyAdmin,
        json: { name: "Limited", email: "limited@example.com", role: "user", agency_id: 1, portal_access: [] }
      })
      expect(cleared.status).toBe(200)
      const all = yield* api.request("GET", "/portal/api/v2/portals?limit=100", { token: session })
      const names = all.body.data.map((portal: { name: string }) => portal.name)
      expect(names).toEqual(expect.arrayContaining(["Acme Portal", "Beacon Portal", "Cobalt Portal"]))
      expect(names).not.toContain("Northwind Portal")
    })
  )

  it.effect("a login link signs in once, answering like POST /login, and expires", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const userId = (yield* api.request("GET", `${BASE}/me`, {
        token: yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      })).body.data.id
      const links = yield* LoginLinks
      const token = yield* links.issue(userId)
      const first = yield* api.request("POST", `${BASE}/auto-login`, { json: { token } })
      expect(first.status).toBe(200)
      expect(first.body.data).toMatchObject({
        token_type: "Bearer",
        expires_in: 86400,
        user: { id: userId, email: Seeded.agencyAdmin.email }
      })
      expect((yield* api.request("GET", `${BASE}/me`, { token: first.body.data.token })).status).toBe(200)
      const again = yield* api.request("POST", `${BASE}/auto-login`, { json: { token } })
      expect(again).toMatchObject({ status: 404, body: { message: "This login link is invalid or has expired." } })

      const v5 = yield* links.issue(userId)
      expect((yield* api.request("POST", `${BASE}/v5-auto-login`, { json: { token: v5 } })).status).toBe(200)
      expect((yield* api.request("POST", `${BASE}/auto-login`, { json: { token: v5 } })).status).toBe(404)

      const stale = yield* links.issue(userId)
      yield* sqlRun((sql) => sql`UPDATE login_links SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`)
      expect((yield* api.request("POST", `${BASE}/auto-login`, { json: { token: stale } })).status).toBe(404)
      expect((yield* api.request("POST", `${BASE}/auto-login`, { json: { token: "" } })).status).toBe(422)
      expect(Option.isSome(yield* Effect.option(links.redeem("unknown")))).toBe(false)
    }).pipe(Effect.provide(LoginLinksTest))
  )
})
