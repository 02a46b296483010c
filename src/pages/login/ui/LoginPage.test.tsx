import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { beforeEach, describe, expect, it } from "vitest"

import { currentUserAtom, lastRouteAtom, tokenAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { openModalAtom } from "@/shared/lib/modal"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { LoginPage } from "./LoginPage.tsx"

const loginOk = {
  status: 200,
  body: { data: { token: "fresh-token", token_type: "Bearer", expires_in: 86400, user: makeUser({ name: "Ada" }) } }
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

const page = (
  <>
    <AlertOutlet />
    <LoginPage />
  </>
)

describe("LoginPage", () => {
  beforeEach(() => localStorage.clear())

  it("checks the form before calling the server", async () => {
    const server = fakeServer({})
    await renderWithApp(page, { server })
    fireEvent.click(screen.getByRole("button", { name: "Log in" }))
    expect(await screen.findByText("The email field is required.")).toBeTruthy()
    expect(screen.getByText("The password field is required.")).toBeTruthy()
    fill("Email", "not-an-email")
    fireEvent.click(screen.getByRole("button", { name: "Log in" }))
    expect(await screen.findByText("The email must be a valid email address.")).toBeTruthy()
    expect(server.requests).toHaveLength(0)
  })

  it("logs in, keeps the token and goes to the portal list", async () => {
    const server = fakeServer({ "POST /auth/api/v2/login": loginOk })
    const app = await renderWithApp(page, { server })
    fill("Email", "ada@example.com")
    fill("Password", "secret-password")
    fireEvent.click(screen.getByRole("button", { name: "Log in" }))

    await waitFor(() => expect(app.currentPath()).toBe("/portals-main"))
    expect(server.requests[0]?.body).toEqual({ email: "ada@example.com", password: "secret-password" })
    expect(app.store.get(tokenAtom)).toBe("fresh-token")
    expect(localStorage.getItem("token")).toBe("fresh-token")
    expect(app.store.get(currentUserAtom)?.name).toBe("Ada")
  })

  it("returns to the remembered route and forgets it", async () => {
    const store = createStore()
    store.set(lastRouteAtom, "/portals-main/42?billing=open")
    const app = await renderWithApp(page, { store, server: fakeServer({ "POST /auth/api/v2/login": loginOk }) })
    fill("Email", "ada@example.com")
    fill("Password", "secret-password")
    fireEvent.click(screen.getByRole("button", { name: "Log in" }))

    await waitFor(() => expect(app.currentPath()).toBe("/portals-main/42?billing=open"))
    expect(store.get(lastRouteAtom)).toBeNull()
  })

  it("shows the server's message as a danger alert when refused", async () => {
    const server = fakeServer({
      "POST /auth/api/v2/login": { status: 422, body: { message: "These credentials do not match our records." } }
    })
    const app = await renderWithApp(page, { server })
    fill("Email", "ada@example.com")
    fill("Password", "wrong-password")
    fireEvent.click(screen.getByRole("button", { name: "Log in" }))

    expect((await screen.findByRole("alert")).textContent).toContain("These credentials do not match our records.")
    expect(app.currentPath()).toBe("/")
    expect(app.store.get(tokenAtom)).toBeNull()
  })

  it("is pending while the server thinks", async () => {
    await renderWithApp(page, { server: fakeServer({ "POST /auth/api/v2/login": "hang" }) })
    fill("Email", "ada@example.com")
    fill("Password", "secret-password")
    fireEvent.click(screen.getByRole("button", { name: "Log in" }))
    await waitFor(() => expect(screen.getByRole("button", { name: "Log in" }).getAttribute("aria-busy")).toBe("true"))
  })

  it("links to the password reset", async () => {
    await renderWithApp(page)
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password")
  })

  it("says what the product is and offers Register (the register modal) and the guest demo", async () => {
    const app = await renderWithApp(page)
    const card = screen.getByRole("region", { name: "Log in" })
    expect(card.textContent).toContain("Portal Builder")
    expect(card.textContent).toContain("HubSpot portals")
    expect(screen.getByRole("link", { name: "Try the guest demo" }).getAttribute("href")).toBe("/portals-guest")
    fireEvent.click(screen.getByRole("button", { name: "Register" }))
    expect(app.store.get(openModalAtom)).toBe("register")
    expect(await screen.findByRole("dialog", { name: "Create Account" })).toBeTruthy()
  })
})
