import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom, tokenAtom } from "@/entities/session"
import type { User } from "@/shared/api"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { AccountDetailsDrawer } from "./AccountDetailsDrawer.tsx"

const agencyAnswer = (id: number, cover: string | null) => ({
  id,
  name: "Acme Agency",
  admin_name: "Ada",
  admin_email: "ada@example.com",
  status: "active",
  plan_id: 40,
  plan: { id: 40, name: "Stack", portal_limit: 10, user_limit: 10, module_limit: 70, custom_logo: "yes" },
  cover,
  agency_plan: 1,
  paid_in_advance: true,
  payment_link: null,
  payment_link_id: null,
  subs_id: null,
  portals_available: 0,
  portals_count: 1,
  users_count: 2,
  credit_limit: 5,
  credit_debt: 0,
  sr_saas: 0,
  max_active_requests: 0,
  source: "other",
  created_at: "2026-11-01T00:00:00.000Z",
  pro_portal_count: 0,
  core_portal_count: 1,
  free_portal_count: 0
})

const stackAgency = makeAgency({
  id: 7,
  plan: { id: 40, name: "Stack", portal_limit: 10, user_limit: 10, module_limit: 70, custom_logo: "yes" }
})

async function openDrawer(user: User, routes: Record<string, FakeRoute> = {}) {
  const store = createStore()
  store.set(tokenAtom, "token-1")
  store.set(currentUserAtom, user)
  store.set(openDrawerAtom, "account-detail")
  const server = fakeServer({
    "GET /auth/api/v2/me": { status: 200, body: { data: { ...user, name: "Ada Byron" } } },
    "PUT /auth/api/v2/users/me": { status: 200, body: { data: { ...user, name: "Ada Byron" } } },
    ...routes
  })
  const view = await renderWithApp(
    <>
      <AlertOutlet />
      <AccountDetailsDrawer />
    </>,
    { store, server, path: "/portals-main" }
  )
  return { ...view, server, store }
}

const calls = (server: { requests: ReadonlyArray<{ method: string; path: string }> }) =>
  server.requests.map((request) => `${request.method} ${request.path}`)

describe("AccountDetailsDrawer", () => {
  it("saves name and email with PUT /users/me, reloads the user and says so", async () => {
    const { server, store } = await openDrawer(makeUser())
    const dialog = screen.getByRole("dialog", { name: "Account Details" })
    expect(within(dialog).queryByText("Agency Logo")).toBeNull()
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Ada Byron" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Account details have been updated!")).toBeTruthy()
    expect(calls(server)).toEqual(["PUT /auth/api/v2/users/me", "GET /auth/api/v2/me"])
    expect(server.requests[0]?.body).toEqual({ name: "Ada Byron", email: "ada@example.com" })
    expect(store.get(currentUserAtom)?.name).toBe("Ada Byron")
  })

  it("keeps the password read-only until 'Edit', then checks and sends it", async () => {
    const { server } = await openDrawer(makeUser())
    const password = screen.getByLabelText("Password") as HTMLInputElement
    expect(password.readOnly).toBe(true)
    fireEvent.click(screen.getByRole("button", { name: "Edit" }))
    expect((screen.getByLabelText("Password") as HTMLInputElement).readOnly).toBe(false)
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "short" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The password must be at least 10 characters.")).toBeTruthy()
    expect(server.requests).toHaveLength(0)
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "password123" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("This password is too common; choose another.")).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Quiet-Harbor-42!" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Enter your current password to change your email or password.")).toBeTruthy()
    expect(server.requests).toHaveLength(0)
    fireEvent.change(screen.getByLabelText(/^Current Password/), { target: { value: "Old-Secret-1" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await screen.findByText("Account details have been updated!")
    expect(server.requests[0]?.body).toMatchObject({ password: "Quiet-Harbor-42!", current_password: "Old-Secret-1" })
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull()
  })

  it("Cancel leaves the password edit at once, with nothing typed, even after a failed check", async () => {
    const { server } = await openDrawer(makeUser())
    fireEvent.click(screen.getByRole("button", { name: "Edit" }))
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect((screen.getByLabelText("Password") as HTMLInputElement).readOnly).toBe(true)
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull()

    fireEvent.click(screen.getByRole("button", { name: "Edit" }))
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "short" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The password must be at least 10 characters.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect((screen.getByLabelText("Password") as HTMLInputElement).readOnly).toBe(true)
    expect(screen.queryByText("The password must be at least 10 characters.")).toBeNull()
    expect(server.requests).toHaveLength(0)
  })

  it("asks for the current password for a new email, shows a wrong one under its field, and says the change waits for the link", async () => {
    const user = makeUser()
    const { server } = await openDrawer(user)
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull()
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "ada@new.example" } })
    expect(screen.getByLabelText(/^Current Password/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^Current Password/), { target: { value: "Old-Secret-1" } })
    server.answer("PUT /auth/api/v2/users/me", { status: 422, body: { message: "current_password: The current password is incorrect." } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect((await screen.findByRole("alert")).textContent).toContain("current_password: The current password is incorrect.")
    expect(screen.getByText("The current password is incorrect.")).toBeTruthy()

    // The server's word stays beside the field until the password is typed again.
    fireEvent.change(screen.getByLabelText(/^Current Password/), { target: { value: "Right-Secret-2" } })
    expect(screen.queryByText("The current password is incorrect.")).toBeNull()
    server.answer("PUT /auth/api/v2/users/me", { status: 200, body: { data: user, pending_email: "ada@new.example" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("We sent a confirmation link to ada@new.example. Your email changes when you open it.")).toBeTruthy()
    expect(server.requests.at(-2)?.body).toEqual({ name: user.name, email: "ada@new.example", current_password: "Right-Secret-2" })
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(user.email)
  })

  it("shows the Agency Logo to the agency admin when the plan allows a custom logo", async () => {
    const logo = "data:image/png;base64,iVBORw0KGgo="
    await openDrawer(makeUser({ agencies: [stackAgency], agency: stackAgency }), {
      "GET /agency/api/v2/agencies/7": { status: 200, body: { data: agencyAnswer(7, logo) } }
    })
    expect(screen.getByText("Agency Logo")).toBeTruthy()
    const image = (await screen.findByRole("img", { name: "Agency logo" })) as HTMLImageElement
    expect(image.src).toBe(logo)
    expect(screen.getByRole("button", { name: "Upload Logo" })).toBeTruthy()
  })

  it("hides the logo and the agency deletion from a plain user", async () => {
    const member = makeAgency({ id: 7, role: { name: "user" }, plan: stackAgency.plan })
    await openDrawer(makeUser({ roles: [{ name: "user" }], agencies: [member], agency: member }))
    expect(screen.queryByText("Agency Logo")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }))
    expect(screen.getByRole("button", { name: "Delete My User Account" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Delete Agency Account" })).toBeNull()
  })

  it("a refused save shows the server's message, and beside the field it names", async () => {
    await openDrawer(makeUser(), { "PUT /auth/api/v2/users/me": { status: 422, body: { message: "The email has already been taken." } } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    const alert = (await screen.findByRole("alert")).closest("[data-type]")
    expect(alert?.getAttribute("data-type")).toBe("danger")
    expect(alert?.textContent).toContain("The email has already been taken.")
    expect(screen.getByLabelText(/^Email/).getAttribute("aria-invalid")).toBe("true")
    expect(screen.getAllByText("The email has already been taken.")).toHaveLength(2)
  })

  it("after deleting the account the user is logged out and sent to /", async () => {
    const { server, store, currentPath } = await openDrawer(makeUser(), {
      "DELETE /auth/api/v2/users/me": { status: 200, body: { data: { message: "Your account has been deleted." } } },
      "POST /auth/api/v2/logout": { status: 401, body: { message: "Unauthenticated." } }
    })
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }))
    fireEvent.click(screen.getByRole("button", { name: "Delete My User Account" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, delete it!" }))
    await waitFor(() => expect(currentPath()).toBe("/"))
    expect(store.get(currentUserAtom)).toBeNull()
    expect(store.get(openDrawerAtom)).toBeNull()
    expect(calls(server)).toContain("DELETE /auth/api/v2/users/me")
    expect(screen.getByText(/Your account has been deleted\./)).toBeTruthy()
  })
})
