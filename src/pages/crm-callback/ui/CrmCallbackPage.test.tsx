import { QueryClient } from "@tanstack/react-query"
import { screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { armPendingCrmAction, holdPendingCrmAction, portalKeys, readyCrmAction } from "@/entities/portal"
import { currentUserAtom, tokenAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { resetCallbackRuns } from "../model/completeCallback.ts"
import { CrmCallbackPage } from "./CrmCallbackPage.tsx"

const callbackPath = "/auth/api/v2/oauth/hubspot/callback"

const result = (setUp: boolean): FakeRoute => ({
  status: 200,
  body: {
    data: {
      purpose: "add",
      portal: makePortal({ id: 55, portal_setup_status: setUp }),
      portal_setup_status: setUp,
      message: "Portal connected"
    }
  }
})

async function setup(query: { code: string; state: string; error: string }, answer?: FakeRoute) {
  const store = createStore()
  store.set(tokenAtom, "token-1")
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ portals_available: 2 })] }))
  const refreshed = makeUser({ agencies: [makeAgency({ portals_available: 1 })] })
  const server = fakeServer({
    ...(answer === undefined ? {} : { [`POST ${callbackPath}`]: answer }),
    "GET /auth/api/v2/me": { status: 200, body: { data: refreshed } }
  })
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== "")).toString()
  const view = await renderWithApp(<CrmCallbackPage {...query} />, { store, server, path: `/hubspot/callback?${search}` })
  return { store, server, view }
}

describe("CrmCallbackPage", () => {
  beforeEach(() => {
    localStorage.clear()
    resetCallbackRuns()
  })
  afterEach(() => vi.restoreAllMocks())

  it("shows the spinner while the callback runs", async () => {
    await setup({ code: "c-hang", state: "s", error: "" }, "hang")
    expect(screen.getByText("Connecting your HubSpot account…")).toBeTruthy()
  })

  it("says PRO is being activated while an Add Portal that chose PRO finishes, then forgets the choice", async () => {
    localStorage.setItem("create_portal_type", "pro")
    const { view } = await setup({ code: "c-pro", state: "s-pro", error: "" }, result(false))
    expect(screen.getByText("Connecting your HubSpot account and activating PRO…")).toBeTruthy()
    await waitFor(() => expect(view.currentPath()).toBe("/sr-setup?portal=55"))
    expect(localStorage.getItem("create_portal_type")).toBeNull()
  })

  it("a portal that is set up: refreshes the user and opens it", async () => {
    localStorage.setItem("reconnect_portal_id", "55")
    const invalidate = vi.spyOn(QueryClient.prototype, "invalidateQueries")
    const { store, server, view } = await setup({ code: "c-1", state: "s-1", error: "" }, result(true))
    await waitFor(() => expect(view.currentPath()).toBe("/portals-main/55"))
    expect(server.requests[0]).toMatchObject({ method: "POST", path: callbackPath })
    expect(new URLSearchParams(server.requests[0]?.search)).toEqual(new URLSearchParams({ code: "c-1", state: "s-1" }))
    expect(server.requests.map((request) => request.path)).toContain("/auth/api/v2/me")
    expect(store.get(currentUserAtom)?.agencies[0]?.portals_available).toBe(1)
    // The editor it opens reads the portal afresh: nothing cached of it from before the sign-in stands.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: portalKeys.record(55) })
    expect(localStorage.getItem("reconnect_portal_id")).toBeNull()
  })

  it("a re-authorisation ends in its own tab: it says so and stays", async () => {
    const reauthorised: FakeRoute = {
      status: 200,
      body: { data: { purpose: "reauthorise", portal: makePortal({ id: 55 }), portal_setup_status: true, message: "Permissions updated" } }
    }
    const { view } = await setup({ code: "c-r", state: "s-r", error: "" }, reauthorised)
    expect(await screen.findByText("Permissions updated. You can close this tab.")).toBeTruthy()
    expect(view.currentPath()).toBe("/hubspot/callback?code=c-r&state=s-r")
  })

  it("a new portal goes to the setup wizard", async () => {
    const { view } = await setup({ code: "c-2", state: "s-2", error: "" }, result(false))
    await waitFor(() => expect(view.currentPath()).toBe("/sr-setup?portal=55"))
  })

  it("a refused callback shows the server's message with a link back to the portals", async () => {
    const { view } = await setup(
      { code: "c-3", state: "s-3", error: "" },
      { status: 409, body: { message: "This HubSpot account is already connected to another agency." } }
    )
    expect((await screen.findByRole("alert")).textContent).toContain("This HubSpot account is already connected to another agency.")
    expect(screen.getByRole("link", { name: "Back to portals" }).getAttribute("href")).toBe("/portals-main")
    expect(view.currentPath()).toBe("/hubspot/callback?code=c-3&state=s-3")
  })

  it("a withheld consent says the sign-in was cancelled, without calling the server", async () => {
    localStorage.setItem("reconnect_portal_id", "55")
    const { server } = await setup({ code: "", state: "s-4", error: "access_denied" })
    expect(await screen.findByText("The HubSpot sign-in was cancelled.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Back to portals" })).toBeTruthy()
    expect(server.requests).toHaveLength(0)
    expect(localStorage.getItem("reconnect_portal_id")).toBeNull()
  })

  it("the same code is sent once, however often the page mounts", async () => {
    const first = await setup({ code: "c-5", state: "s-5", error: "" }, "hang")
    first.view.unmount()
    const second = await setup({ code: "c-5", state: "s-5", error: "" }, "hang")
    expect(first.server.requests.length + second.server.requests.length).toBe(1)
  })

  it("a reconnect lets the editor resume the action it interrupted; a cancelled sign-in drops it", async () => {
    const reconnected: FakeRoute = {
      status: 200,
      body: { data: { purpose: "reconnect", portal: makePortal({ id: 55 }), portal_setup_status: true, message: "Portal reconnected" } }
    }
    armPendingCrmAction({ portalId: 55, drawer: "files", action: "file:install:css/main.css", label: "Add main.css" })
    holdPendingCrmAction(55)
    const { view } = await setup({ code: "c-back", state: "s-back", error: "" }, reconnected)
    await waitFor(() => expect(view.currentPath()).toBe("/portals-main/55"))
    expect(readyCrmAction(55)).toMatchObject({ action: "file:install:css/main.css" })

    armPendingCrmAction({ portalId: 55, drawer: "files", action: "file:install:css/main.css", label: "Add main.css" })
    holdPendingCrmAction(55)
    await setup({ code: "", state: "", error: "access_denied" })
    expect(await screen.findByText("The HubSpot sign-in was cancelled.")).toBeTruthy()
    expect(readyCrmAction(55)).toBeNull()
    sessionStorage.clear()
  })
})
