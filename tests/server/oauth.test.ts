// Connecting portals by CRM sign-in over HTTP, through the sandbox HubSpot's consent page as a browser
// would: adding (free and PRO, licence and portal-limit checks, concurrent adds), single-use expiring
// states, the same hub in two agencies, reconnecting after the app was uninstalled in HubSpot, and
// re-authorising with hubdb (reauth.complete on the realtime channel).
// Seeded: Demo Agency (id 1, Core, limit 10, 2 PRO licences) owns 1 Acme, 2 Beacon (hub 20001002, no
// hubdb), 3 Cobalt (hub 20001003), 4 Acme Staging; Northwind (id 2, Free) owns 5 (hub 20002001).
import { createHash } from "node:crypto"

import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

import { Secrets } from "../../server/lib/app-key.ts"
import { subscribe, waitFor } from "./support/realtime.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const STATE_INVALID = "This sign-in link has expired or was already used. Please try again."

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

const hiddenFields = (html: string): Array<[string, string]> =>
  [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] ?? "", unescapeHtml(match[2] ?? "")])

const fetchText = (url: string, init?: RequestInit) =>
  Effect.promise(async () => {
    const response = await fetch(url, { redirect: "manual", ...init })
    return { status: response.status, location: response.headers.get("location"), text: await response.text() }
  })

/** POST /oauth/hubspot: the sign-in address. */
const signInUrl = (token: string, payload: Record<string, unknown>) =>
  Effect.flatMap(TestApi, (api) => api.request("POST", "/auth/api/v2/oauth/hubspot", { token, json: payload }))

const urlOf = (token: string, payload: Record<string, unknown>) =>
  Effect.map(signInUrl(token, payload), (reply) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    return reply.body.data.data.url as string
  })

/** The consent page, as a person uses it: pick (or create) an account, grant or withhold hubdb. */
const consent = (url: string, choice: { readonly account: number | "new"; readonly name?: string; readonly hubdb?: boolean }) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const page = yield* fetchText(url)
    expect(page.status).toBe(200)
    const form = new URLSearchParams([
      ...hiddenFields(page.text),
      ["account", String(choice.account)],
      ["new_account_name", choice.name ?? ""],
      ...(choice.hubdb === false ? [] : [["grant_optional_scope", "hubdb"] as [string, string]]),
      ["decision", "grant"]
    ])
    const granted = yield* fetchText(`${api.baseUrl}/sandbox/hubspot/oauth/authorize`, { method: "POST", body: form })
    expect(granted.status).toBe(302)
    const back = new URL(granted.location ?? "")
    expect(back.pathname).toBe("/hubspot/callback")
    return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" }
  })

const callback = (token: string, signIn: { readonly code: string; readonly state: string }) =>
  Effect.flatMap(TestApi, (api) =>
    api.request(
      "POST",
      `/auth/api/v2/oauth/hubspot/callback?code=${encodeURIComponent(signIn.code)}&state=${encodeURIComponent(signIn.state)}`,
      { token }
    )
  )

const agencyOf = (id: number) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ portals_available: number; portals_count: number }>`
      SELECT portals_available, (SELECT count(*)::int FROM portals WHERE agency_id = ${id}) AS portals_count FROM agencies WHERE id = ${id}`
    ),
    (rows) => rows[0]!
  )

const stateHash = (url: string) =>
  createHash("sha256")
    .update(new URL(url).searchParams.get("state") ?? "")
    .digest("hex")

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("connecting portals by CRM sign-in", (it) => {
  it.effect("an agency admin adds a free portal: not set up, refresh token stored encrypted", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const before = yield* agencyOf(1)
      const url = yield* urlOf(token, {})
      expect(url).toContain("/sandbox/hubspot/oauth/authorize?")
      const params = new URL(url).searchParams
      expect(params.get("scope")).toBe("oauth content")
      expect(params.get("optional_scope")).toBe("hubdb")
      expect(params.get("redirect_uri")).toBe(`${api.baseUrl}/hubspot/callback`)
      // Only the hash of the state is kept.
      const stored = yield* sqlRun(
        (sql) => sql<{ state_hash: string; purpose: string; agency_id: number }>`
        SELECT state_hash, purpose, agency_id FROM oauth_states WHERE state_hash = ${stateHash(url)}`
      )
      expect(stored).toEqual([{ state_hash: stateHash(url), purpose: "add", agency_id: 1 }])

      const signIn = yield* consent(url, { account: "new", name: "Free One" })
      const reply = yield* callback(token, signIn)
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      const { portal, purpose, portal_setup_status, message } = reply.body.data
      expect({ purpose, portal_setup_status, message }).toEqual({ purpose: "add", portal_setup_status: false, message: "Portal added" })
      expect(portal).toMatchObject({
        plan: "free",
        custom_installation: "sr",
        portal_setup_status: false,
        is_parent: true,
        agency: { id: 1, name: "Demo Agency" }
      })
      // Named as the account is in HubSpot (account details' portalName), its address the account's domain.
      expect(portal.name).toBe("Free One")
      expect(portal.hub_url).toMatch(/^https:\/\/hub-\d+\.sandbox\.hubspot\.localhost$/)

      const list = yield* api.request("GET", "/portal/api/v2/portals?is_parent=no", { token })
      expect(list.body.data.map((row: { id: number }) => row.id)).toContain(portal.id)
      expect(yield* agencyOf(1)).toEqual({ portals_available: before.portals_available, portals_count: before.portals_count + 1 })

      const [row] = yield* sqlRun(
        (sql) => sql<{ refresh_token_encrypted: string; scopes: Array<string> }>`
        SELECT refresh_token_encrypted, scopes FROM portals WHERE id = ${portal.id}`
      )
      expect(row!.scopes).toEqual(["oauth", "content", "hubdb"])
      const grants = yield* sqlRun(
        (sql) => sql<{ refresh_token: string }>`
        SELECT refresh_token FROM sandbox_hubspot_grants WHERE hub_id = ${portal.hub_id}`
      )
      expect(grants).toHaveLength(1)
      const raw = grants[0]!.refresh_token
      expect(row!.refresh_token_encrypted).not.toContain(raw)
      expect(Option.getOrThrow((yield* Secrets).decrypt(row!.refresh_token_encrypted))).toBe(raw)
      // The portal works against the CRM at once.
      expect((yield* api.request("GET", `/portal/api/v2/domains?portal_id=${portal.id}`, { token })).status).toBe(200)

      // The same state (and code) a second time.
      const replay = yield* callback(token, signIn)
      expect(replay.status).toBe(422)
      expect(replay.body.message).toBe(STATE_INVALID)
    })
  )

  it.effect("adding a PRO portal uses one of the agency's licences", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      yield* sqlRun((sql) => sql`UPDATE agencies SET portals_available = 2 WHERE id = 1`)
      const reply = yield* callback(
        token,
        yield* consent(yield* urlOf(token, { create_portal_type: "pro" }), { account: "new", name: "Pro One" })
      )
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(reply.body.data.portal.plan).toBe("pro")
      expect((yield* agencyOf(1)).portals_available).toBe(1)
      const logged = yield* sqlRun(
        (sql) => sql`
        SELECT 1 FROM activity_log WHERE event = 'portal.added' AND subject_id = ${reply.body.data.portal.id as number}`
      )
      expect(logged).toHaveLength(1)
    })
  )

  it.effect("tampered, foreign, replayed, swapped and expired states are refused with 422", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const north = yield* login(Seeded.northwind)

      const tampered = yield* consent(yield* urlOf(token, {}), { account: "new" })
      const altered = yield* callback(token, { code: tampered.code, state: `${tampered.state}x` })
      expect(altered.status).toBe(422)
      expect(altered.body.message).toBe(STATE_INVALID)

      // Another user's state is refused and left for its owner.
      const foreign = yield* callback(north, tampered)
      expect(foreign.status).toBe(422)
      expect(foreign.body.message).toBe(STATE_INVALID)
      expect((yield* callback(token, tampered)).status).toBe(200)

      // A state stays used even when the exchange fails (the code was already spent).
      const spent = yield* consent(yield* urlOf(token, {}), { account: "new" })
      const badCode = yield* callback(token, { code: "not-a-code", state: spent.state })
      expect(badCode.status).toBe(422)
      expect(badCode.body.message).toBe("The sign-in with HubSpot could not be completed. Please try again.")
      expect((yield* callback(token, spent)).body.message).toBe(STATE_INVALID)

      // The code one sign-in flow obtained is refused with the state of another flow of the same user (PKCE):
      // each flow's code goes with its own verifier, and no portal is added.
      const portalCount = sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM portals`).pipe(
        Effect.map((rows) => rows[0]!.count)
      )
      const before = yield* portalCount
      const first = yield* consent(yield* urlOf(token, {}), { account: "new" })
      const second = yield* consent(yield* urlOf(token, {}), { account: "new" })
      const swapped = yield* callback(token, { code: first.code, state: second.state })
      expect(swapped.status).toBe(422)
      expect(swapped.body.message).toBe("The sign-in with HubSpot could not be completed. Please try again.")
      expect(yield* portalCount).toBe(before)

      const url = yield* urlOf(token, {})
      const expired = yield* consent(url, { account: "new" })
      yield* sqlRun((sql) => sql`UPDATE oauth_states SET expires_at = now() - interval '1 second' WHERE state_hash = ${stateHash(url)}`)
      const late = yield* callback(token, expired)
      expect(late.status).toBe(422)
      expect(late.body.message).toBe(STATE_INVALID)

      const missing = yield* Effect.flatMap(TestApi, (api) => api.request("POST", "/auth/api/v2/oauth/hubspot/callback?code=x", { token }))
      expect(missing.status).toBe(422)
      expect(missing.body.message).toContain("state")
    })
  )

  it.effect("concurrent PRO adds with one licence left create exactly one PRO portal", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      yield* sqlRun((sql) => sql`UPDATE agencies SET portals_available = 1 WHERE id = 1`)
      const first = yield* consent(yield* urlOf(token, { create_portal_type: "pro" }), { account: "new", name: "Race A" })
      const second = yield* consent(yield* urlOf(token, { create_portal_type: "pro" }), { account: "new", name: "Race B" })
      const before = (yield* agencyOf(1)).portals_count
      const replies = yield* Effect.all([callback(token, first), callback(token, second)], { concurrency: 2 })
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422])
      expect(replies.find((reply) => reply.status === 422)!.body.message).toBe("No PRO licence is available.")
      expect(yield* agencyOf(1)).toEqual({ portals_available: 0, portals_count: before + 1 })
      // With no licence left the sign-in is refused up front.
      const refused = yield* signInUrl(token, { create_portal_type: "pro" })
      expect(refused.status).toBe(422)
      expect(refused.body.message).toBe("No PRO licence is available.")
    })
  )

  it.effect("the plan's portal limit and a suspended agency refuse the sign-in address", () =>
    Effect.gen(function* () {
      const north = yield* login(Seeded.northwind)
      // PRO allows one portal; Northwind has one.
      yield* sqlRun((sql) => sql`UPDATE agencies SET plan_id = 11 WHERE id = 2`)
      const limited = yield* signInUrl(north, {})
      expect(limited.status).toBe(403)
      expect(limited.body.message).toBe("Your plan allows no more portals.")
      yield* sqlRun((sql) => sql`UPDATE agencies SET plan_id = 1, status = 'suspend' WHERE id = 2`)
      const suspended = yield* signInUrl(north, {})
      expect(suspended.status).toBe(403)
      expect(suspended.body.message).toBe("Your agency is suspended.")
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'active' WHERE id = 2`)
      expect((yield* signInUrl(north, {})).status).toBe(200)
    })
  )

  it.effect("a hub connected to another agency is refused; one of the same agency is reconnected", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const before = yield* agencyOf(1)
      const other = yield* callback(token, yield* consent(yield* urlOf(token, {}), { account: 20002001 }))
      expect(other.status).toBe(409)
      expect(other.body.message).toBe("This HubSpot account is already connected to another agency.")
      const same = yield* callback(token, yield* consent(yield* urlOf(token, {}), { account: 20001003 }))
      expect(same.status, JSON.stringify(same.body)).toBe(200)
      expect(same.body.data).toMatchObject({
        purpose: "reconnect",
        message: "Portal reconnected",
        portal: { id: 3, name: "Cobalt Portal" }
      })
      expect(yield* agencyOf(1)).toEqual(before)
    })
  )

  it.effect("after the app is uninstalled in HubSpot, portal calls answer 40001 until the portal is reconnected", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      expect((yield* api.request("GET", "/portal/api/v2/domains?portal_id=2", { token })).status).toBe(200)

      const settingsPage = yield* fetchText(`${api.baseUrl}/sandbox/hubspot/settings/20001002/connected-apps`)
      expect(settingsPage.status).toBe(200)
      expect(settingsPage.text).toContain("Portal Builder")
      expect(settingsPage.text).toContain(">Uninstall</button>")
      const uninstalled = yield* fetchText(`${api.baseUrl}/sandbox/hubspot/settings/20001002/connected-apps`, { method: "POST" })
      expect(uninstalled.text).toContain("Portal Builder was uninstalled.")
      expect(uninstalled.text).toContain("No apps are connected to this account.")

      const broken = yield* api.request("GET", "/portal/api/v2/domains?portal_id=2", { token })
      expect(broken.status).toBe(400)
      expect(broken.body).toMatchObject({ status_code: 40001, message: "missing or invalid refresh token" })

      // Signing in to another account does not reconnect this portal.
      const wrong = yield* callback(token, yield* consent(yield* urlOf(token, { portal_id: 2 }), { account: "new" }))
      expect(wrong.status).toBe(422)
      expect(wrong.body.message).toBe("Sign in to the HubSpot account of this portal.")

      const url = yield* urlOf(token, { portal_id: 2 })
      const [state] = yield* sqlRun(
        (sql) => sql<{ purpose: string; portal_id: number }>`
        SELECT purpose, portal_id FROM oauth_states WHERE state_hash = ${stateHash(url)}`
      )
      expect(state).toEqual({ purpose: "reconnect", portal_id: 2 })
      const reconnected = yield* callback(token, yield* consent(url, { account: 20001002, hubdb: false }))
      expect(reconnected.status, JSON.stringify(reconnected.body)).toBe(200)
      expect(reconnected.body.data).toMatchObject({
        purpose: "reconnect",
        message: "Portal reconnected",
        portal_setup_status: true,
        portal: { id: 2 }
      })
      expect((yield* api.request("GET", "/portal/api/v2/domains?portal_id=2", { token })).status).toBe(200)
    })
  )

  it.scoped("re-authorising with hubdb stores the scope and publishes reauth.complete", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const userId = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data.id as number
      const frames = yield* subscribe(`private-reauth.user.${userId}`, token)
      const url = yield* urlOf(token, { portal_id: 2, purpose: "reauthorise" })
      const reply = yield* callback(token, yield* consent(url, { account: 20001002, hubdb: true }))
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(reply.body.data).toMatchObject({ purpose: "reauthorise", message: "Permissions updated" })
      const [row] = yield* sqlRun((sql) => sql<{ scopes: Array<string> }>`SELECT scopes FROM portals WHERE id = 2`)
      expect(row!.scopes).toContain("hubdb")
      const frame = yield* waitFor(frames, "reauth.complete")
      expect(frame.channel).toBe(`private-reauth.user.${userId}`)
      expect(JSON.parse(frame.data!)).toEqual({ user_id: userId })
    })
  )

  it.effect("who may ask for a sign-in address", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const user = yield* login(Seeded.user)
      const north = yield* login(Seeded.northwind)
      const multi = yield* login(Seeded.multi)
      const admin = yield* login(Seeded.admin)

      // A plain user adds no portals, but may reconnect the one granted to them.
      const plainAdd = yield* signInUrl(user, {})
      expect(plainAdd.status).toBe(403)
      expect(plainAdd.body.message).toBe("You do not have permission to perform this action.")
      expect((yield* signInUrl(user, { agency_id: 1 })).status).toBe(403)
      expect((yield* signInUrl(user, { portal_id: 1 })).status).toBe(200)
      expect((yield* signInUrl(user, { portal_id: 2 })).status).toBe(403)

      // Another agency's admin can neither add to nor reconnect Demo Agency's portals.
      expect((yield* signInUrl(north, { agency_id: 1 })).status).toBe(403)
      expect((yield* signInUrl(north, { portal_id: 1, purpose: "reauthorise" })).status).toBe(403)
      expect((yield* signInUrl(north, { portal_id: 424242 })).status).toBe(404)

      // Admin of several agencies names one; a super admin may add for any agency.
      const ambiguous = yield* signInUrl(multi, {})
      expect(ambiguous.status).toBe(422)
      expect(ambiguous.body.message).toBe("The agency id field is required.")
      expect((yield* signInUrl(multi, { agency_id: 2 })).status).toBe(200)
      expect((yield* signInUrl(admin, { agency_id: 2 })).status).toBe(200)
      expect((yield* api.request("POST", "/auth/api/v2/oauth/hubspot", { json: {} })).status).toBe(401)
    })
  )
})
