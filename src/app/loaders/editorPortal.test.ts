import type { QueryClient } from "@tanstack/react-query"
import { isRedirect } from "@tanstack/react-router"
import { render, screen, waitFor } from "@testing-library/react"
import { Effect } from "effect"
import { createStore } from "jotai"
import { createElement } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { portalKeys } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { PortalEditorPage } from "@/pages/portal-editor"
import {
  ApiClient,
  type ApiRuntime,
  connectQueryCache,
  type ContractClient,
  createQueryClient,
  loadedAccess,
  type Portal
} from "@/shared/api"
import { makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer, testQueryClient } from "@/shared/lib/testing"

import type { RouterContext } from "../router/context.ts"
import { loadEditorPortal } from "./editorPortal.ts"
import { parsePortalParam } from "./params.ts"

/** The loaders' context as the app builds it: the query cache knows the runtime its options run on. */
const loaderContext = (
  runtime: ApiRuntime,
  queryClient: QueryClient = testQueryClient()
): RouterContext & { readonly runtime: ApiRuntime; readonly queryClient: QueryClient } => ({
  store: createStore(),
  api: loadedAccess(connectQueryCache(runtime, queryClient)),
  runtime,
  queryClient
})

const contextWith = (routes: Parameters<typeof fakeServer>[0]) => loaderContext(fakeServer(routes).runtime)

const signInUrl = "http://localhost/sandbox/hubspot/oauth/authorize?state=r1"
const oauthPath = "/auth/api/v2/oauth/hubspot"
const reconnectAnswer = { status: 400, body: { message: "missing or invalid refresh token", status_code: 40001 } }

describe("loadEditorPortal", () => {
  it("reads a set-up portal into the cache the editor reads", async () => {
    const context = contextWith({ "GET /portal/api/v2/portals/4": { status: 200, body: { data: makePortal({ id: 4 }) } } })
    const opening = await loadEditorPortal(context, "member", 4)
    expect(opening.kind).toBe("ready")
    expect(context.queryClient.getQueryData<Portal>(portalKeys.detail(4, "member"))?.id).toBe(4)
  })

  it("fills the cache, so the editor's first render asks for the portal no second time", async () => {
    const server = fakeServer({
      "GET /portal/api/v2/portals/4": { status: 200, body: { data: makePortal({ id: 4, name: "North Site" }) } }
    })
    // The app's cache, with its freshness: what the loader read a moment ago is what the page shows.
    const queryClient = createQueryClient()
    const context = loaderContext(server.runtime, queryClient)
    const opening = await loadEditorPortal(context, "member", 4)
    render(
      createElement(AppHarness, {
        store: context.store,
        server,
        queryClient,
        path: "/portals-main/4",
        children: createElement(PortalEditorPage, { opening, listPath: "/portals-main" })
      })
    )
    expect(await screen.findByRole("heading", { name: "North Site" })).toBeTruthy()
    // Its readers have mounted; a read of their own would have started by now.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(server.requests.filter((request) => request.path === "/portal/api/v2/portals/4")).toHaveLength(1)
  })

  it("reads the portal again when the cached copy was invalidated (a setup or an upgrade since)", async () => {
    let setUp = false
    const server = fakeServer({
      "GET /portal/api/v2/portals/4": () => ({ status: 200, body: { data: makePortal({ id: 4, portal_setup_status: setUp }) } })
    })
    const context = loaderContext(server.runtime, createQueryClient())
    await expect(loadEditorPortal(context, "member", 4)).rejects.toSatisfy(isRedirect)
    setUp = true
    await context.queryClient.invalidateQueries({ queryKey: portalKeys.record(4) })
    expect((await loadEditorPortal(context, "member", 4)).kind).toBe("ready")
  })

  it("redirects a portal without portal_setup_status to /sr-setup?portal={id}", async () => {
    const context = contextWith({
      "GET /portal/api/v2/portals/4": { status: 200, body: { data: makePortal({ id: 4, portal_setup_status: false }) } }
    })
    const error = await loadEditorPortal(context, "member", 4).catch((e: unknown) => e)
    expect(isRedirect(error) && error.options.href).toBe("/sr-setup?portal=4")
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
    return { context: loaderContext(server.runtime), server, assign }
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
