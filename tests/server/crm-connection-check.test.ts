// The editor's CRM connection check: GET /auth/api/v2/oauth/hubspot/connection/{portal} asks
// the CRM (token refresh, then introspection) and answers connected, or reconnect once the app was
// uninstalled in HubSpot, until the portal is reconnected. Scoped like a portal read.
// Seeded: Demo Agency owns 1 Acme, 2 Beacon, 3 Cobalt (hub 20001003); Northwind (id 2) owns 5.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const COBALT = 3
const COBALT_HUB = 20001003

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

const connection = (token: string | undefined, portalId: number | string) =>
  Effect.flatMap(TestApi, (api) =>
    api.request("GET", `/auth/api/v2/oauth/hubspot/connection/${portalId}`, token === undefined ? {} : { token })
  )

const hiddenFields = (html: string): Array<[string, string]> =>
  [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
    match[1] ?? "",
    (match[2] ?? "")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
  ])

const fetchText = (url: string, init?: RequestInit) =>
  Effect.promise(async () => {
    const response = await fetch(url, { redirect: "manual", ...init })
    return { status: response.status, location: response.headers.get("location"), text: await response.text() }
  })

/** Reconnects the portal through the sandbox consent page, as the browser would. */
const reconnect = (token: string, portalId: number, hubId: number) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const asked = yield* api.request("POST", "/auth/api/v2/oauth/hubspot", { token, json: { portal_id: portalId } })
    expect(asked.status).toBe(200)
    const consentPage = yield* fetchText(asked.body.data.data.url as string)
    const form = new URLSearchParams([
      ...hiddenFields(consentPage.text),
      ["account", String(hubId)],
      ["new_account_name", ""],
      ["decision", "grant"]
    ])
    const granted = yield* fetchText(`${api.baseUrl}/sandbox/hubspot/oauth/authorize`, { method: "POST", body: form })
    const back = new URL(granted.location ?? "")
    const code = encodeURIComponent(back.searchParams.get("code") ?? "")
    const state = encodeURIComponent(back.searchParams.get("state") ?? "")
    const done = yield* api.request("POST", `/auth/api/v2/oauth/hubspot/callback?code=${code}&state=${state}`, { token })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
  })

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("the CRM connection check", (it) => {
  it.effect("connected, then reconnect after the app is uninstalled in HubSpot, then connected again after the reconnect", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const first = yield* connection(token, COBALT)
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect(first.body).toEqual({ data: { portal_id: COBALT, status: "connected" } })

      // The access token of the first check is cached: introspection is what finds it revoked.
      const uninstalled = yield* fetchText(`${api.baseUrl}/sandbox/hubspot/settings/${COBALT_HUB}/connected-apps`, { method: "POST" })
      expect(uninstalled.text).toContain("was uninstalled.")
      const revoked = yield* connection(token, COBALT)
      expect(revoked.status).toBe(200)
      expect(revoked.body.data).toEqual({
        portal_id: COBALT,
        status: "reconnect",
        status_code: 40001,
        message: "missing or invalid refresh token"
      })
      // Asked again (no cached token now): the refresh itself is refused.
      expect((yield* connection(token, COBALT)).body.data.status).toBe("reconnect")

      // The loss is told once, however often it is met: History, the log, the agency admin's bell, and the health
      // overview shows the portal as needing a reconnect without asking the CRM.
      const historyNames = () =>
        Effect.map(api.request("GET", `/module/api/v2/histories?portal=${COBALT}&limit=100`, { token }), (reply) =>
          (reply.body.data as ReadonlyArray<{ name: string; status_label: string }>).map((entry) => `${entry.name}: ${entry.status_label}`)
        )
      const lost = (yield* historyNames()).filter((entry) => entry === "CRM connection lost: Disconnected")
      expect(lost).toHaveLength(1)
      const notices = yield* api.request("GET", "/auth/api/v2/notifications?limit=100", { token })
      const titles = (notices.body.data as ReadonlyArray<{ title: string; link?: string | null }>).filter(
        (row) => row.title === "Cobalt Portal lost its CRM connection"
      )
      expect(titles).toHaveLength(1)
      const health = yield* api.request("GET", `/portal/api/v2/portals/health?keyword=Cobalt`, { token })
      expect(health.body.data.find((row: { id: number }) => row.id === COBALT)).toMatchObject({ connection: "reconnect" })

      yield* reconnect(token, COBALT, COBALT_HUB)
      expect((yield* connection(token, COBALT)).body.data).toEqual({ portal_id: COBALT, status: "connected" })
      expect((yield* historyNames()).filter((entry) => entry === "CRM connection restored: Reconnected")).toHaveLength(1)
      const healed = yield* api.request("GET", `/portal/api/v2/portals/health?keyword=Cobalt`, { token })
      expect(healed.body.data.find((row: { id: number }) => row.id === COBALT)?.connection).not.toBe("reconnect")
    })
  )

  it.effect("scoped like a portal read: others' portals are refused, unknown ones not found, bad ids named", () =>
    Effect.gen(function* () {
      const north = yield* login(Seeded.northwind)
      const user = yield* login(Seeded.user)
      expect((yield* connection(north, 1)).status).toBe(403)
      expect((yield* connection(user, 2)).status).toBe(403)
      expect((yield* connection(user, 1)).status).toBe(200)
      expect((yield* connection(north, 424242)).status).toBe(404)
      expect((yield* connection(undefined, 1)).status).toBe(401)
      const bad = yield* connection(north, "abc")
      expect(bad.status).toBe(422)
      expect(JSON.stringify(bad.body)).toContain("portal_id")
    })
  )
})
