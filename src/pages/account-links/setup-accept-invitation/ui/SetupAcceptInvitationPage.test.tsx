import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { currentUserAtom, tokenAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { INVALID_INVITATION, SetupAcceptInvitationPage } from "./SetupAcceptInvitationPage.tsx"

const READ = "GET /auth/api/v2/users/invitation"
const ACCEPT = "POST /auth/api/v2/users/accept-invitation"

const offer = (existing: boolean): FakeRoute => ({
  status: 200,
  body: {
    data: {
      email: "ada@example.com",
      name: existing ? "Ada" : null,
      role: "agency-admin",
      agency: { id: 4, name: "Zenith Agency" },
      invited_by: "Super Admin",
      existing_user: existing,
      expires_at: "2030-01-01T00:00:00.000Z"
    }
  }
})

const accepted: FakeRoute = {
  status: 200,
  body: {
    data: {
      message: "The invitation has been accepted.",
      token: "fresh-token",
      token_type: "Bearer",
      expires_in: 86400,
      user: makeUser({ name: "Ada Lovelace" })
    }
  }
}

const page = (token = "tok-1", email = "ada@example.com") => (
  <>
    <AlertOutlet />
    <SetupAcceptInvitationPage token={token} email={email} />
  </>
)

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } })
const accept = () => fireEvent.click(screen.getByRole("button", { name: "Accept Invitation" }))

describe("SetupAcceptInvitationPage", () => {
  it("lets a new person choose a name and password, then signs them in and lands on the portals with a success message", async () => {
    const server = fakeServer({ [READ]: offer(false), [ACCEPT]: accepted })
    const app = await renderWithApp(page(), { server, path: "/setup-accept-invitation?token=tok-1&email=ada%40example.com" })
    expect(await screen.findByText("Zenith Agency")).toBeTruthy()
    expect(screen.getByText(/as Admin\./)).toBeTruthy()
    expect(server.requests[0]?.search).toContain("token=tok-1")

    accept()
    expect(await screen.findByText("The name field is required.")).toBeTruthy()
    expect(server.requests.filter((request) => request.method === "POST")).toHaveLength(0)

    fill("Name", "Ada Lovelace")
    fill("Password", "correct horse")
    fill("Confirm Password", "correct horse")
    accept()
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main"))
    expect((await screen.findByRole("status")).textContent).toContain("The invitation has been accepted.")
    expect(app.store.get(tokenAtom)).toBe("fresh-token")
    expect(app.store.get(currentUserAtom)?.name).toBe("Ada Lovelace")
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({
      token: "tok-1",
      email: "ada@example.com",
      name: "Ada Lovelace",
      password: "correct horse",
      password_confirmation: "correct horse"
    })
  })

  it("asks an existing account only to accept", async () => {
    const server = fakeServer({ [READ]: offer(true), [ACCEPT]: accepted })
    const app = await renderWithApp(page(), { server, path: "/setup-accept-invitation" })
    expect(await screen.findByText(/You already have an account, Ada\./)).toBeTruthy()
    expect(screen.queryByLabelText(/^Password/)).toBeNull()
    accept()
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main"))
    expect(app.store.get(tokenAtom)).toBe("fresh-token")
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({ token: "tok-1", email: "ada@example.com" })
  })

  it("explains an invalid, used or expired link and offers the login page", async () => {
    const server = fakeServer({ [READ]: { status: 404, body: { message: "This invitation link is invalid or has expired." } } })
    await renderWithApp(page(), { server, path: "/setup-accept-invitation" })
    expect(await screen.findByText(INVALID_INVITATION)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Go to log in" }).getAttribute("href")).toBe("/")
    expect(screen.queryByRole("button", { name: "Accept Invitation" })).toBeNull()
  })

  it("does not call the server for a link without token", async () => {
    const server = fakeServer({})
    await renderWithApp(page(""), { server, path: "/setup-accept-invitation" })
    expect(screen.getByText(INVALID_INVITATION)).toBeTruthy()
    expect(server.requests).toHaveLength(0)
  })

  it("shows a spinner while loading and the server's message when accepting fails", async () => {
    const server = fakeServer({ [READ]: "hang" })
    await renderWithApp(page(), { server, path: "/setup-accept-invitation" })
    expect(screen.getByLabelText("Loading the invitation")).toBeTruthy()

    const failing = fakeServer({
      [READ]: offer(true),
      [ACCEPT]: { status: 422, body: { message: "The user limit of this agency has been reached." } }
    })
    await renderWithApp(page(), { server: failing, path: "/setup-accept-invitation" })
    await screen.findByText(/You already have an account/)
    accept()
    expect((await screen.findByRole("alert")).textContent).toContain("The user limit of this agency has been reached.")
  })
})
