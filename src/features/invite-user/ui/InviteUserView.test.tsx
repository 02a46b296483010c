import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import type { RoleName } from "@/shared/api"
import { makePortal } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { InviteUserView } from "./InviteUserView.tsx"

const pageOf = (data: ReadonlyArray<unknown>) => ({
  status: 200,
  body: { data, meta: { pagination: { total: data.length, count: data.length, per_page: 1000, current_page: 1, total_pages: 1 } } }
})

const agency = (id: number, name: string) => ({
  id,
  name,
  admin_name: "A",
  admin_email: "a@example.com",
  status: "active",
  plan_id: 1,
  plan: { id: 1, name: "Free", portal_limit: 10, user_limit: 10, module_limit: 20, custom_logo: "no" },
  cover: null,
  agency_plan: 0,
  paid_in_advance: true,
  payment_link: null,
  payment_link_id: null,
  subs_id: null,
  portals_available: 0,
  portals_count: 0,
  users_count: 1,
  credit_limit: 0,
  credit_debt: 0,
  sr_saas: 0,
  max_active_requests: 0,
  source: "other",
  created_at: "2026-11-01T10:00:00.000Z",
  pro_portal_count: 0,
  core_portal_count: 0,
  free_portal_count: 0
})

const routes = (
  invite: FakeRoute = { status: 200, body: { data: { message: "Invitation Sent", user: null } } }
): Record<string, FakeRoute> => ({
  "POST /auth/api/v2/users/invite": invite,
  "GET /portal/api/v2/portals": pageOf([makePortal({ id: 101, name: "Acme Website" }), makePortal({ id: 102, name: "Acme Staging" })]),
  "GET /agency/api/v2/agencies": (request) => {
    const keyword = new URLSearchParams(request.search).get("keyword") ?? ""
    return pageOf(
      [agency(1, "Acme Agency"), agency(2, "Beacon Agency")].filter((a) => a.name.toLowerCase().includes(keyword.toLowerCase()))
    )
  }
})

async function showView(granter: RoleName, serverRoutes = routes()) {
  const server = fakeServer(serverRoutes)
  const onInvited = vi.fn()
  const onCancel = vi.fn()
  await renderWithApp(
    <>
      <AlertOutlet />
      <InviteUserView
        onInvited={onInvited}
        onCancel={onCancel}
        granter={granter}
        agency={granter === "admin" ? null : { id: 1, name: "Acme Agency" }}
      />
    </>,
    { server }
  )
  return { server, onInvited, onCancel, view: screen.getByRole("form", { name: "Add User" }) }
}

const roleOptions = async (view: HTMLElement) => {
  fireEvent.click(within(view).getByRole("button", { name: /Role/ }))
  return (await screen.findAllByRole("option")).map((option) => option.textContent)
}

const pickRole = async (view: HTMLElement, label: string) => {
  fireEvent.click(within(view).getByRole("button", { name: /Role/ }))
  const option = (await screen.findAllByRole("option")).find((candidate) => candidate.textContent === label)
  if (option === undefined) throw new Error(`no role ${label}`)
  fireEvent.click(option)
}

const invitation = (server: { requests: ReadonlyArray<{ method: string; body: unknown }> }) =>
  server.requests.find((request) => request.method === "POST")?.body

describe("InviteUserView", () => {
  it("is a view headed 'Add User' whose first field takes focus; Cancel leaves it", async () => {
    const { view, onCancel, server } = await showView("agency-admin")
    expect(within(view).getByRole("heading", { name: "Add User" })).toBeTruthy()
    expect(document.activeElement).toBe(within(view).getByRole("textbox", { name: /Email/ }))
    fireEvent.click(within(view).getByRole("button", { name: "Cancel" }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(invitation(server)).toBeUndefined()
  })

  it("offers a super admin Super Admin, Admin and User", async () => {
    const { view } = await showView("admin")
    expect(await roleOptions(view)).toEqual(["Super Admin", "Admin", "User"])
  })

  it("offers an agency admin Admin and User", async () => {
    const { view } = await showView("agency-admin")
    expect(await roleOptions(view)).toEqual(["Admin", "User"])
  })

  it("offers a plain user only User, already chosen", async () => {
    const { view } = await showView("user")
    expect(within(view).getByRole("button", { name: /Role/ }).textContent).toContain("User")
    expect(await roleOptions(view)).toEqual(["User"])
  })

  it("creates a Super Admin with name and password: 'Admin Created'", async () => {
    const { view, server, onInvited } = await showView(
      "admin",
      routes({ status: 200, body: { data: { message: "Admin Created", user: null } } })
    )
    expect(within(view).queryByRole("textbox", { name: /Name/ })).toBeNull()
    await pickRole(view, "Super Admin")
    fireEvent.click(within(view).getByRole("button", { name: "Save" }))
    expect(await within(view).findByText("The name field is required.")).toBeTruthy()
    expect(within(view).getByText("The password field is required.")).toBeTruthy()
    expect(within(view).getByText("The email field is required.")).toBeTruthy()
    expect(invitation(server)).toBeUndefined()
    fireEvent.change(within(view).getByRole("textbox", { name: /Email/ }), { target: { value: "root@example.com" } })
    fireEvent.change(within(view).getByRole("textbox", { name: /Name/ }), { target: { value: "Root" } })
    fireEvent.change(within(view).getByLabelText(/Password/), { target: { value: "Quiet-Harbor-42!" } })
    fireEvent.click(within(view).getByRole("checkbox", { name: "Ditto Access" }))
    fireEvent.click(within(view).getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Admin Created")).toBeTruthy()
    expect(invitation(server)).toEqual({
      email: "root@example.com",
      role: "admin",
      name: "Root",
      password: "Quiet-Harbor-42!",
      sr_beta: true,
      is_support: false
    })
    expect(onInvited).toHaveBeenCalledTimes(1)
  })

  it("makes a super admin pick the agency for an Admin or a User", async () => {
    const { view, server } = await showView("admin")
    await pickRole(view, "Admin")
    fireEvent.change(within(view).getByRole("textbox", { name: /Email/ }), { target: { value: "boss@example.com" } })
    fireEvent.click(within(view).getByRole("button", { name: "Save" }))
    expect(await within(view).findByText("The agency id field is required.")).toBeTruthy()
    const field = within(view).getByRole("combobox", { name: /Agency/ })
    act(() => field.focus())
    fireEvent.change(field, { target: { value: "Beac" } })
    const option = await screen.findByRole("option", { name: "Beacon Agency" })
    fireEvent.click(option)
    fireEvent.click(within(view).getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(invitation(server)).toEqual({
        email: "boss@example.com",
        role: "agency-admin",
        agency_id: 2,
        sr_beta: false,
        is_support: false
      })
    )
    expect(await screen.findByText("Invitation Sent")).toBeTruthy()
  })

  it("says 'Oops! No elements found...' when no agency matches", async () => {
    const { view } = await showView("admin")
    await pickRole(view, "User")
    const field = within(view).getByRole("combobox", { name: /Agency/ })
    act(() => field.focus())
    fireEvent.change(field, { target: { value: "Nowhere" } })
    expect(await screen.findByText("Oops! No elements found. Consider changing the search query.")).toBeTruthy()
  })

  it("lets an agency admin invite a User to some portals only: 'Invitation Sent'", async () => {
    const { view, server } = await showView("agency-admin")
    expect(within(view).queryByRole("checkbox", { name: "Ditto Access" })).toBeNull()
    expect(within(view).queryByRole("checkbox", { name: "Support Team" })).toBeNull()
    await pickRole(view, "User")
    fireEvent.change(within(view).getByRole("textbox", { name: /Email/ }), { target: { value: "new@example.com" } })
    fireEvent.click(await within(view).findByRole("checkbox", { name: "Acme Staging" }))
    fireEvent.click(within(view).getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Invitation Sent")).toBeTruthy()
    expect(invitation(server)).toEqual({ email: "new@example.com", role: "user", agency_id: 1, portal_access: [102] })
    const portals = server.requests.find((request) => request.path === "/portal/api/v2/portals")
    expect(Object.fromEntries(new URLSearchParams(portals?.search))).toMatchObject({ agency_id: "1", limit: "1000", page: "1" })
  })

  it("checks the email and shows the server's message when the invitation fails", async () => {
    const { view, onInvited, onCancel } = await showView(
      "user",
      routes({ status: 422, body: { message: "The email has already been taken." } })
    )
    fireEvent.change(within(view).getByRole("textbox", { name: /Email/ }), { target: { value: "not-an-email" } })
    fireEvent.click(within(view).getByRole("button", { name: "Save" }))
    expect(await within(view).findByText("The email must be a valid email address.")).toBeTruthy()
    fireEvent.change(within(view).getByRole("textbox", { name: /Email/ }), { target: { value: "taken@example.com" } })
    fireEvent.click(within(view).getByRole("button", { name: "Save" }))
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toContain("The email has already been taken.")
    expect(onInvited).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
    expect(screen.getByRole("form", { name: "Add User" })).toBe(view)
  })
})
