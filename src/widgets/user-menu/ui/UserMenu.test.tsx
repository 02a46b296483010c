import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { beforeEach, describe, expect, it } from "vitest"
import { currentUserAtom, tokenAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
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
    expect(await screen.findByRole("menuitem", { name: "Credits: 7" })).toBeTruthy()
    fireEvent.click(screen.getByRole("menuitem", { name: "Logout" }))

    await waitFor(() => expect(app.currentPath()).toBe("/"))
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /auth/api/v2/logout"])
    expect(store.get(tokenAtom)).toBeNull()
    expect(store.get(currentUserAtom)).toBeNull()
    expect(localStorage.getItem("token")).toBeNull()
  })

  it("logs out of this browser even when the server cannot be reached", async () => {
    const store = createStore()
    store.set(tokenAtom, "token-2")
    store.set(currentUserAtom, makeUser({ name: "Bo" }))
    const app = await renderWithApp(<UserMenu />, { store, server: fakeServer({ "POST /auth/api/v2/logout": "network-down" }), path: "/portals-main" })

    fireEvent.click(screen.getByRole("button", { name: "User menu for Bo" }))
    fireEvent.click(await screen.findByRole("menuitem", { name: "Logout" }))

    await waitFor(() => expect(app.currentPath()).toBe("/"))
    expect(store.get(tokenAtom)).toBeNull()
  })

  it("renders nothing for a visitor", async () => {
    const app = await renderWithApp(<UserMenu />)
    expect(app.container.textContent).toBe("")
  })
})
