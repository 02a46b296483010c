import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { currentUserAtom, tokenAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { AutoLoginPage, INVALID_LOGIN_LINK, LOGGING_IN } from "./AutoLoginPage.tsx"

const loginOk = {
  status: 200,
  body: { data: { token: "fresh-token", token_type: "Bearer", expires_in: 86400, user: makeUser({ name: "Ada" }) } }
}

describe("AutoLoginPage", () => {
  it("signs in once with the link, keeps the session like the login form, and goes to the portals", async () => {
    const server = fakeServer({ "POST /auth/api/v2/auto-login": loginOk })
    const app = await renderWithApp(<AutoLoginPage token="link-1" />, { server, path: "/auto-login?token=link-1" })
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main"))
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.body).toEqual({ token: "link-1" })
    expect(app.store.get(tokenAtom)).toBe("fresh-token")
    expect(localStorage.getItem("token")).toBe("fresh-token")
    expect(app.store.get(currentUserAtom)?.name).toBe("Ada")
  })

  it("uses /v5-auto-login and flags the welcome-to-v5 modal", async () => {
    const server = fakeServer({ "POST /auth/api/v2/v5-auto-login": loginOk })
    const app = await renderWithApp(<AutoLoginPage token="link-5" v5 />, { server, path: "/v5-auto-login?token=link-5" })
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main?welcome=v5"))
  })

  it("shows a spinner while signing in", async () => {
    await renderWithApp(<AutoLoginPage token="slow" />, {
      server: fakeServer({ "POST /auth/api/v2/auto-login": "hang" }),
      path: "/auto-login"
    })
    expect(screen.getByRole("heading", { name: LOGGING_IN })).toBeTruthy()
  })

  it("explains a used or expired link and offers the login page", async () => {
    const server = fakeServer({
      "POST /auth/api/v2/auto-login": { status: 404, body: { message: "This login link is invalid or has expired." } }
    })
    const app = await renderWithApp(<AutoLoginPage token="used" />, { server, path: "/auto-login?token=used" })
    expect(await screen.findByText(INVALID_LOGIN_LINK)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Go to log in" }).getAttribute("href")).toBe("/")
    expect(app.store.get(tokenAtom)).toBeNull()
  })

  it("sends nothing without a token", async () => {
    const server = fakeServer({})
    await renderWithApp(<AutoLoginPage token="" />, { server, path: "/auto-login" })
    expect(screen.getByText(INVALID_LOGIN_LINK)).toBeTruthy()
    expect(server.requests).toHaveLength(0)
  })
})
