import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { beforeEach, describe, expect, it } from "vitest"

import { editorPathOf, openPortalRoute } from "@/entities/portal"
import { currentUserAtom, tokenAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { UserMenu } from "./UserMenu.tsx"

describe("UserMenu", () => {
  beforeEach(() => localStorage.clear())

  it("shows the credit balance, and Logout ends the session and goes to /", async () => {
    const store = createStore()
    store.set(tokenAtom, "token-1")
    store.set(currentUserAtom, makeUser({ name: "Ada", agencies: [makeAgency({ credit_limit: 7 })] }))
    const server = fakeServer({ "POST /auth/api/v2/logout": { status: 200, body: { data: { message: "Logged out" } } } })
    const app = await renderWithApp(<UserMenu />, { store, server, path: "/portals-main" })

    fireEvent.click(screen.getByRole("button", { name: "User menu for Ada" }))
    // With the credit purchase in this build the item also offers 'Buy'.
    expect(await screen.findByRole("menuitem", { name: /^Credits: 7\b/ })).toBeTruthy()
    fireEvent.click(screen.getByRole("menuitem", { name: "Logout" }))

    await waitFor(() => expect(app.currentPath()).toBe("/"))
    // The client config (the Figma link) is read alongside; the logout is the only call that changes anything.
    expect(server.requests.map((r) => `${r.method} ${r.path}`).filter((call) => !call.endsWith("/client-config"))).toEqual([
      "POST /auth/api/v2/logout"
    ])
    expect(store.get(tokenAtom)).toBeNull()
    expect(store.get(currentUserAtom)).toBeNull()
    expect(localStorage.getItem("token")).toBeNull()
  })

  it("logs out of this browser even when the server cannot be reached", async () => {
    const store = createStore()
    store.set(tokenAtom, "token-2")
    store.set(currentUserAtom, makeUser({ name: "Bo" }))
    const app = await renderWithApp(<UserMenu />, {
      store,
      server: fakeServer({ "POST /auth/api/v2/logout": "network-down" }),
      path: "/portals-main"
    })

    fireEvent.click(screen.getByRole("button", { name: "User menu for Bo" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: "Logout" }))

    await waitFor(() => expect(app.currentPath()).toBe("/"))
    expect(store.get(tokenAtom)).toBeNull()
  })

  it("Migrate on a core portal fetches the pages and opens the 'Migrate' dialog", async () => {
    const store = createStore()
    store.set(tokenAtom, "token-3")
    store.set(currentUserAtom, makeUser({ name: "Cy" }))
    const opened = makePortal({ id: 7, plan: "core", has_migrate: false })
    const server = fakeServer({
      ...openPortalRoute(opened),
      "GET /portal/api/v2/portals/7/migration-pages": {
        status: 200,
        body: { data: [{ id: "1", name: "Home", template_path: "old/templates/home.html", new_template_path: "sr/templates/home.html" }] }
      }
    })
    await renderWithApp(<UserMenu />, { store, server, path: editorPathOf(opened) })

    fireEvent.click(screen.getByRole("button", { name: "User menu for Cy" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: "Migrate" }))
    // The dialog opens at once with a spinner, then lists the pages.
    const dialog = await screen.findByRole("dialog", { name: "Migrate" })
    await waitFor(() => expect(dialog.textContent).toContain("Home"))
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy()
  })

  it("a PRO portal's Figma Design System link is the one the server's client config names", async () => {
    const store = createStore()
    store.set(tokenAtom, "token-4")
    store.set(currentUserAtom, makeUser({ name: "Di" }))
    const opened = makePortal({ id: 8, plan: "pro" })
    const server = fakeServer({
      ...openPortalRoute(opened),
      "GET /auth/api/v2/client-config": {
        status: 200,
        body: {
          data: {
            pusher: {
              key: "k",
              cluster: "mt1",
              ws_host: null,
              ws_port: null,
              force_tls: true,
              auth_endpoint: "/auth/api/v2/broadcasting/auth"
            },
            stripe_publishable_key: null,
            docs_url: null,
            support_url: null,
            figma_design_system_url: "https://figma.test/from-server"
          }
        }
      }
    })
    await renderWithApp(<UserMenu />, { store, server, path: editorPathOf(opened) })
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith("/client-config"))).toBe(true))
    fireEvent.click(screen.getByRole("button", { name: "User menu for Di" }))
    const figma = await screen.findByRole("menuitem", { name: "Figma Design System" })
    expect(figma.getAttribute("href")).toBe("https://figma.test/from-server")
  })

  it("What's New opens the panel the layout hands it", async () => {
    const store = createStore()
    store.set(tokenAtom, "token-5")
    store.set(currentUserAtom, makeUser({ name: "Ed" }))
    let opened = 0
    await renderWithApp(<UserMenu onWhatsNew={() => opened++} />, { store, path: "/portals-main" })
    fireEvent.click(screen.getByRole("button", { name: "User menu for Ed" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: "What's New" }))
    expect(opened).toBe(1)
  })

  it("Rollouts goes to the rollouts page", async () => {
    const store = createStore()
    store.set(tokenAtom, "token-6")
    store.set(currentUserAtom, makeUser({ name: "Flo" }))
    const app = await renderWithApp(<UserMenu />, { store, path: "/portals-main" })
    fireEvent.click(screen.getByRole("button", { name: "User menu for Flo" }))
    const rollouts = await screen.findByRole("menuitem", { name: "Rollouts" })
    expect(rollouts.getAttribute("href")).toBe("/rollouts")
    fireEvent.click(rollouts)
    await waitFor(() => expect(app.currentPath()).toBe("/rollouts"))
  })

  it("renders nothing for a visitor", async () => {
    const app = await renderWithApp(<UserMenu />)
    expect(app.container.textContent).toBe("")
  })
})
