import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it, vi } from "vitest"

import { armPendingCrmAction, holdPendingCrmAction, portalKeys, resumePendingCrmAction } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { ApiError } from "@/shared/api"
import { makePortal, makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { PortalEditorPage } from "./PortalEditorPage.tsx"

const withAlerts = (opening: Parameters<typeof PortalEditorPage>[0]["opening"]) => (
  <>
    <AlertOutlet />
    <PortalEditorPage opening={opening} listPath="/portals-main" />
  </>
)

describe("PortalEditorPage", () => {
  it("shows the portal overview", async () => {
    const portal = makePortal({ name: "Acme", hub_id: 123, domain: "acme.test", plan: "stack", version: "5.1", custom_installation: "" })
    await renderWithApp(withAlerts({ kind: "ready", portal }), { path: "/portals-main/101" })
    expect(screen.getByRole("heading", { name: "Acme" })).toBeTruthy()
    const text = document.body.textContent ?? ""
    for (const fact of ["123", "acme.test", "Stack", "5.1", "sr", "Acme Agency"]) expect(text).toContain(fact)
  })

  it("follows the cache's copy of the open portal (a realtime upgrade invalidates it)", async () => {
    const portal = makePortal({ id: 101, version: "5.1" })
    let current = portal
    const server = fakeServer({ "GET /portal/api/v2/portals/101": () => ({ status: 200, body: { data: current } }) })
    const { queryClient } = await renderWithApp(withAlerts({ kind: "ready", portal }), { server, path: "/portals-main/101" })
    await waitFor(() => expect(server.requests.some((request) => request.path === "/portal/api/v2/portals/101")).toBe(true))
    current = { ...portal, version: "6.0" }
    act(() => void queryClient.invalidateQueries({ queryKey: portalKeys.record(101) }))
    await waitFor(() => expect(document.body.textContent).toContain("6.0"))
  })

  it("a failed load shows the message as a danger alert", async () => {
    const error = new ApiError({ status: 403, message: "You do not have permission to perform this action." })
    await renderWithApp(withAlerts({ kind: "failed", error, reconnect: false }), { path: "/portals-main/101" })
    expect((await screen.findByRole("alert")).textContent).toContain("You do not have permission to perform this action.")
    expect(screen.getByRole("link", { name: "Back to portals" }).getAttribute("href")).toBe("/portals-main")
  })

  it("a CRM reconnect says so instead of raising an alert", async () => {
    const error = new ApiError({
      status: 400,
      message: "missing or invalid refresh token",
      statusCode: 40001,
      serverMessage: "missing or invalid refresh token"
    })
    await renderWithApp(withAlerts({ kind: "failed", error, reconnect: true }), { path: "/portals-main/101" })
    expect(screen.getByText("This portal must be reconnected to the CRM.")).toBeTruthy()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("an agency admin sees the upgrade notice of an older portal, which leads to /sr-upgrade", async () => {
    const store = createStore()
    store.set(currentUserAtom, makeUser())
    const server = fakeServer({
      ["GET /portal/api/v2/portals/102/version-check"]: {
        status: 200,
        body: {
          data: {
            current_version: "4.1.0",
            latest_version: "5.0.0",
            upgrade_available: true,
            releases: [{ version: "5.0.0", message: "Theme v5" }]
          }
        }
      }
    })
    const app = await renderWithApp(withAlerts({ kind: "ready", portal: makePortal({ id: 102, version: "4.1.0" }) }), {
      store,
      server,
      path: "/portals-main/102"
    })
    expect(await screen.findByText("A new version of your portal's theme is available")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Upgrade portal" }))
    await waitFor(() => expect(app.currentPath()).toBe("/sr-upgrade?portal=102"))
  })

  it("a revoked CRM connection found on opening shows the banner; Reconnect leaves for the CRM sign-in", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    const server = fakeServer({
      ["GET /auth/api/v2/oauth/hubspot/connection/102"]: {
        status: 200,
        body: { data: { portal_id: 102, status: "reconnect", status_code: 40001, message: "missing or invalid refresh token" } }
      },
      ["POST /auth/api/v2/oauth/hubspot"]: { status: 200, body: { data: { data: { url: "https://crm.test/authorize?x=1" } } } }
    })
    await renderWithApp(withAlerts({ kind: "ready", portal: makePortal({ id: 102 }) }), { server, path: "/portals-main/102" })
    expect(await screen.findByText("This portal must be reconnected to the CRM.")).toBeTruthy()
    expect(screen.getByText("HubSpot: missing or invalid refresh token")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Reconnect" }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://crm.test/authorize?x=1"))
    expect(server.requests.find((request) => request.path === "/auth/api/v2/oauth/hubspot")?.body).toEqual({
      portal_id: 102,
      purpose: "reconnect"
    })
    assign.mockRestore()
  })

  // Focus after opening a portal is the app's (useFocusAfterNavigation: the page's heading after a navigation).
  it("a connected portal shows no banner", async () => {
    const server = fakeServer({
      ["GET /auth/api/v2/oauth/hubspot/connection/103"]: { status: 200, body: { data: { portal_id: 103, status: "connected" } } }
    })
    await renderWithApp(withAlerts({ kind: "ready", portal: makePortal({ id: 103, name: "Cobalt" }) }), {
      server,
      path: "/portals-main/103"
    })
    await waitFor(() => expect(server.requests.some((request) => request.path === "/auth/api/v2/oauth/hubspot/connection/103")).toBe(true))
    expect(screen.queryByText("This portal must be reconnected to the CRM.")).toBeNull()
  })

  it("a failed open shows the server's own message, not only the generic text", async () => {
    const error = new ApiError({
      status: 503,
      message: "Server is currently unavailable. Please try again later.",
      serverMessage: "Portal maintenance until 02:00 UTC."
    })
    await renderWithApp(withAlerts({ kind: "failed", error, reconnect: false }), { path: "/portals-main/101" })
    expect((await screen.findByRole("alert")).textContent).toContain("Portal maintenance until 02:00 UTC.")
    expect(screen.getByRole("heading", { name: "This portal could not be opened." })).toBeTruthy()
    expect(document.body.textContent).toContain("Portal maintenance until 02:00 UTC.")
  })

  it("back from a reconnect that interrupted an action, its drawer opens again and says what resumes", async () => {
    armPendingCrmAction({ portalId: 104, drawer: "files", action: "file:install:css/main.css", label: "Add main.css" })
    holdPendingCrmAction(104)
    resumePendingCrmAction(104)
    const store = createStore()
    await renderWithApp(withAlerts({ kind: "ready", portal: makePortal({ id: 104 }) }), { store, path: "/portals-main/104" })
    expect(await screen.findByText("The portal was reconnected. Resuming: Add main.css")).toBeTruthy()
    expect(store.get(openDrawerAtom)).toBe("files")
    sessionStorage.clear()
  })
})
