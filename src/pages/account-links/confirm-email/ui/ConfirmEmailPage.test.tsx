import { fireEvent, screen } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom, tokenAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { ConfirmEmailPage } from "./ConfirmEmailPage.tsx"

const CHANGED = "Your email address has been changed. Sign in with the new address."

describe("ConfirmEmailPage", () => {
  it("confirms only when asked, then forgets the browser's session and offers to log in", async () => {
    const store = createStore()
    store.set(tokenAtom, "old-session")
    store.set(currentUserAtom, makeUser())
    const server = fakeServer({ "POST /auth/api/v2/users/me/email/confirm": { status: 200, body: { data: { message: CHANGED } } } })
    await renderWithApp(<ConfirmEmailPage token="link-token" />, { store, server, path: "/confirm-email" })
    expect(screen.getByText("Press the button to make this address the email of your account.")).toBeTruthy()
    expect(server.requests).toHaveLength(0)

    fireEvent.click(screen.getByRole("button", { name: "Confirm Email" }))
    expect((await screen.findByRole("status")).textContent).toContain(CHANGED)
    expect(server.requests[0]?.body).toEqual({ token: "link-token" })
    expect(store.get(tokenAtom)).toBeNull()
    expect(store.get(currentUserAtom)).toBeNull()
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/")
  })

  it("shows the server's refusal of a used or expired link", async () => {
    const server = fakeServer({
      "POST /auth/api/v2/users/me/email/confirm": {
        status: 422,
        body: { message: "This email confirmation link is invalid or has expired." }
      }
    })
    await renderWithApp(<ConfirmEmailPage token="used" />, { server, path: "/confirm-email" })
    fireEvent.click(screen.getByRole("button", { name: "Confirm Email" }))
    expect(await screen.findByText("This email confirmation link is invalid or has expired.")).toBeTruthy()
  })

  it("a link without a token is refused without asking the server", async () => {
    const server = fakeServer({})
    await renderWithApp(<ConfirmEmailPage token="" />, { server, path: "/confirm-email" })
    expect(screen.getByText("This email confirmation link is invalid or has expired.")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Confirm Email" })).toBeNull()
  })
})
