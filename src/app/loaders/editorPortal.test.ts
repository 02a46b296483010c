import { isRedirect } from "@tanstack/react-router"
import { Effect } from "effect"
import { createStore } from "jotai"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { ApiClient, type ContractClient } from "@/shared/api"
import { makePortal, makeUser } from "@/shared/lib/fixtures"
import { fakeServer } from "@/shared/lib/testing"

import { loadEditorPortal, parsePortalParam } from "./editorPortal.ts"

const contextWith = (routes: Parameters<typeof fakeServer>[0]) => ({ store: createStore(), runtime: fakeServer(routes).runtime })

const signInUrl = "http://localhost/sandbox/hubspot/oauth/authorize?state=r1"
const oauthPath = "/auth/api/v2/oauth/hubspot"
const reconnectAnswer = { status: 400, body: { message: "missing or invalid refresh token", status_code: 40001 } }

describe("loadEditorPortal", () => {
  it("stores a set-up portal as the selected portal", async () => {
    const context = contextWith({ "GET /portal/api/v2/portals/4": { status: 200, body: { data: makePortal({ id: 4 }) } } })
    const opening = await loadEditorPortal(context, "member", 4)
    expect(opening.kind).toBe("ready")
    expect(context.store.get(selectedPortalAtom)?.id).toBe(4)
  })

  it("redirects a portal without portal_setup_status to /sr-setup?portal={id}", async () => {
    const context = contextWith({
      "GET /portal/api/v2/portals/4": { status: 200, body: { data: makePortal({ id: 4, portal_setup_status: false }) } }
    })
    const error = await loadEditorPortal(context, "member", 4).catch((e: unknown) => e)
    expect(isRedirect(error) && error.options.href).toBe("/sr-setup?portal=4")
    expect(context.store.get(selectedPortalAtom)).toBeNull()
  })

  it("admins open portals through the admin call, guests through the guest call", async () => {
    const admin = contextWith({ "GET /portal/api/v2/admin/portals/4": { status: 200, body: { data: makePortal({ id: 4 }) } } })
    admin.store.set(currentUserAtom, makeUser({ roles: [{ name: "admin" }] }))
    expect((await loadEditorPortal(admin, "member", 4)).kind).toBe("ready")

    const guest = contextWith({ "GET /portal/api/v2/guest/portals/999999": { status: 200, body: { data: makePortal({ id: 999999 }) } } })
    expect((await loadEditorPortal(guest, "guest", 999999)).kind).toBe("ready")
  })

  it("returns a failure for the page to show", async () => {
    const context = contextWith({ "GET /portal/api/v2/portals/4": { status: 404, body: { message: "No such portal" } } })
    const opening = await loadEditorPortal(context, "member", 4)
    expect(opening).toMatchObject({ kind: "failed", reconnect: false })
  })
})

describe("loadEditorPortal: CRM reconnect (spec 1 section 8)", () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  const setup = (routes: Parameters<typeof fakeServer>[0]) => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    const server = fakeServer({ [`POST ${oauthPath}`]: { status: 200, body: { data: { data: { url: signInUrl } } } }, ...routes })
    return { context: { store: createStore(), runtime: server.runtime }, server, assign }
  }

  it("a 40001 on portal load keeps reconnect_portal_id, asks for the reconnect address and goes there", async () => {
    const { context, server, assign } = setup({ "GET /portal/api/v2/portals/4": reconnectAnswer })
    const opening = await loadEditorPortal(context, "member", 4)
    expect(opening).toMatchObject({ kind: "failed", reconnect: true })
    expect(localStorage.getItem("reconnect_portal_id")).toBe("4")
    const oauth = server.requests.filter((request) => request.path === oauthPath)
    expect(oauth.map((request) => request.body)).toEqual([{ portal_id: 4, purpose: "reconnect" }])
    expect(assign).toHaveBeenCalledWith(signInUrl)
  })

  it("a failure to get the address is swallowed", async () => {
    const { context, assign } = setup({
      "GET /portal/api/v2/portals/4": reconnectAnswer,
      [`POST ${oauthPath}`]: { status: 500, body: { message: "down" } }
    })
    expect(await loadEditorPortal(context, "member", 4)).toMatchObject({ kind: "failed", reconnect: true })
    expect(assign).not.toHaveBeenCalled()
  })

  it("other failures do not reconnect (the page shows them as a danger alert)", async () => {
    const { context, server, assign } = setup({ "GET /portal/api/v2/portals/4": { status: 403, body: { message: "not yours" } } })
    expect(await loadEditorPortal(context, "member", 4)).toMatchObject({ kind: "failed", reconnect: false })
    expect(server.requests.some((request) => request.path === oauthPath)).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })

  it("a 40001 from a later call in the open portal (Modules, Files) reconnects that portal once", async () => {
    const { context, server, assign } = setup({
      "GET /portal/api/v2/portals/8": { status: 200, body: { data: makePortal({ id: 8 }) } },
      "POST /module/api/v2/modules/install": reconnectAnswer
    })
    window.history.replaceState(null, "", "/portals-main/8")
    await loadEditorPortal(context, "member", 8)
    const install = (client: ContractClient) => client.module.install({ payload: { module: "hero", portal: 8 } })
    const call = ApiClient.pipe(
      Effect.flatMap((api) => api.call(install)),
      Effect.either
    )
    await context.runtime.runPromise(Effect.all([call, call]))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(signInUrl))
    expect(assign).toHaveBeenCalledOnce()
    expect(server.requests.filter((request) => request.path === oauthPath).map((request) => request.body)).toEqual([
      { portal_id: 8, purpose: "reconnect" }
    ])
    expect(localStorage.getItem("reconnect_portal_id")).toBe("8")
  })

  it("after leaving the portal's editor a 40001 elsewhere does not reconnect it", async () => {
    const { context, server } = setup({
      "GET /portal/api/v2/portals/8": { status: 200, body: { data: makePortal({ id: 8 }) } },
      "POST /module/api/v2/modules/install": reconnectAnswer
    })
    await loadEditorPortal(context, "member", 8)
    window.history.replaceState(null, "", "/portals-main")
    const install = (client: ContractClient) => client.module.install({ payload: { module: "hero", portal: 8 } })
    await context.runtime.runPromise(
      ApiClient.pipe(
        Effect.flatMap((api) => api.call(install)),
        Effect.either
      )
    )
    expect(server.requests.some((request) => request.path === oauthPath)).toBe(false)
  })

  it("the guest demo never reconnects", async () => {
    const { context, server } = setup({
      "GET /portal/api/v2/guest/portals/999999": { status: 200, body: { data: makePortal({ id: 999999 }) } },
      "POST /module/api/v2/modules/install": reconnectAnswer
    })
    await loadEditorPortal(context, "guest", 999999)
    const install = (client: ContractClient) => client.module.install({ payload: { module: "hero", portal: 999999 } })
    await context.runtime.runPromise(
      ApiClient.pipe(
        Effect.flatMap((api) => api.call(install)),
        Effect.either
      )
    )
    expect(server.requests.some((request) => request.path === oauthPath)).toBe(false)
  })
})

describe("parsePortalParam", () => {
  it("accepts positive integers only", () => {
    expect(parsePortalParam({ portal: "42" })).toEqual({ portal: 42 })
    expect(parsePortalParam({ portal: "0" })).toBe(false)
    expect(parsePortalParam({ portal: "abc" })).toBe(false)
    expect(parsePortalParam({ portal: "4.5" })).toBe(false)
  })
})
