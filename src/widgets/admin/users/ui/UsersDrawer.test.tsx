import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import type { User } from "@/shared/api"
import { makeFullAgency } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { ACME, AGENCY_ADMIN, BEACON, PENDING, PLAIN_USER, SUPER_ADMIN, USERS, usersRoutes } from "./UsersDrawer.fixtures.ts"
import { UsersDrawer } from "./UsersDrawer.tsx"

async function openDrawer(me: User, routes: Record<string, FakeRoute> = usersRoutes(), path = "/") {
  const store = createStore()
  store.set(currentUserAtom, me)
  store.set(openDrawerAtom, "user")
  const server = fakeServer(routes)
  const app = await renderWithApp(
    <>
      <AlertOutlet />
      <UsersDrawer />
    </>,
    { store, server, path }
  )
  return { server, currentPath: app.currentPath }
}

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))
const listRequests = (server: { requests: ReadonlyArray<{ method: string; path: string; search: string }> }) =>
  server.requests.filter(
    (request) => request.method === "GET" && request.path === "/auth/api/v2/users" && params(request.search).limit === "25"
  )
const table = () => screen.getByRole("grid", { name: "Users" })
const headers = () =>
  within(table())
    .getAllByRole("columnheader")
    .map((header) => header.textContent?.replace(/[↕▲▼]/g, ""))
const rowOf = (name: string) => within(table()).getByRole("rowheader", { name }).closest("tr") as HTMLElement
/** The text of one cell of the row headed `name`, by column title. */
const cell = (name: string, column: string) => rowOf(name).querySelectorAll("td, th")[headers().indexOf(column)]?.textContent

describe("UsersDrawer", () => {
  it("lists the agency's pending invitations with role, sent and expiry times; Resend and Revoke call the server and say so", async () => {
    const { server } = await openDrawer(AGENCY_ADMIN, {
      ...usersRoutes({ invitations: { status: 200, body: { data: PENDING } } }),
      "POST /auth/api/v2/users/invitations/7/resend": { status: 200, body: { data: { ...PENDING[0], id: 9 } } },
      "DELETE /auth/api/v2/users/invitations/5": { status: 200, body: { data: { message: "The invitation was revoked." } } }
    })
    const invitations = await screen.findByRole("grid", { name: "Pending invitations" })
    const row = (await within(invitations).findByRole("rowheader", { name: "partner@example.com" })).closest("tr") as HTMLElement
    expect(within(row).getByText("Admin")).toBeTruthy()
    expect(row.textContent).toMatch(/1 March 2026 \d\d:\d\d/)
    expect(row.textContent).toMatch(/8 March 2026 \d\d:\d\d/)
    expect(params(server.requests.find((request) => request.path === "/auth/api/v2/users/invitations")?.search)).toEqual({ agency_id: "1" })

    fireEvent.click(within(invitations).getByRole("button", { name: "Resend the invitation to new.hire@example.com" }))
    expect((await screen.findByText("A new invitation link was sent to new.hire@example.com.")).closest("[role=status]")).toBeTruthy()
    fireEvent.click(within(invitations).getByRole("button", { name: "Revoke the invitation to partner@example.com" }))
    expect(await screen.findByText("The invitation to partner@example.com was revoked.")).toBeTruthy()
    expect(server.requests.filter((request) => request.method !== "GET").map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /auth/api/v2/users/invitations/7/resend",
      "DELETE /auth/api/v2/users/invitations/5"
    ])
  })

  it("says when no invitation is pending", async () => {
    await openDrawer(AGENCY_ADMIN)
    expect(
      await within(await screen.findByRole("grid", { name: "Pending invitations" })).findByText("No pending invitations.")
    ).toBeTruthy()
  })

  it("shows a super admin every user with the ID column, role names and no actions on their own row", async () => {
    const { server } = await openDrawer(SUPER_ADMIN)
    expect(screen.getByRole("dialog", { name: "Users" })).toBeTruthy()
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(USERS.length + 1))
    expect(headers()).toEqual(["ID", "Name", "Email", "Agency", "Role", "Action"])
    expect(params(listRequests(server)[0]?.search)).toEqual({ page: "1", limit: "25", sort_by: "id", sort_direction: "desc" })
    expect(cell("Super Admin", "Role")).toBe("Super Admin")
    expect(cell("Ada Lovelace", "Role")).toBe("Admin")
    expect(cell("Grace Hopper", "Role")).toBe("User")
    expect(cell("Alan Turing", "Agency")).toBe("Acme Agency, Beacon Agency")
    expect(cell("Grace Hopper", "ID")).toBe("12")
    expect(within(rowOf("Super Admin")).queryByRole("button")).toBeNull()
    expect(within(rowOf("Grace Hopper")).getByRole("button", { name: "Edit Grace Hopper" })).toBeTruthy()
    expect(screen.getByRole("combobox", { name: "Agency" })).toBeTruthy()
  })

  it("lets a super admin narrow the list to several agencies, three named then 'and N other agencies'", async () => {
    const many = ["Cobalt", "Delta", "Echo"].map((name, index) => makeFullAgency({ id: 3 + index, name: `${name} Agency` }))
    const { server, currentPath } = await openDrawer(SUPER_ADMIN, usersRoutes({ agencies: [ACME, BEACON, ...many] }))
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(USERS.length + 1))
    const search = screen.getByRole("combobox", { name: "Agency" })
    const user = userEvent.setup()
    const pick = async (name: string) => {
      await user.clear(search)
      await user.type(search, name.slice(0, 4))
      await user.click(await screen.findByRole("option", { name: new RegExp(`^${name}`) }))
      // The open list hides the rest of the drawer from assistive technology: close it.
      if (screen.queryByRole("listbox") !== null) await user.keyboard("{Escape}")
    }
    await pick("Acme Agency")
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ agency_id: "1" }))
    expect(decodeURIComponent(currentPath())).toContain("users_agencies=[1]")
    await pick("Beacon Agency")
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ agency_ids: "1,2" }))
    expect(params(listRequests(server).at(-1)?.search).agency_id).toBeUndefined()
    await waitFor(() => expect(cell("Alan Turing", "Agency")).toBe("Acme Agency, Beacon Agency"))
    for (const agency of many) await pick(agency.name)
    const chosen = screen.getByRole("group", { name: "Chosen agencies" })
    expect(
      within(chosen)
        .getAllByRole("button", { name: /^Remove / })
        .map((button) => button.getAttribute("aria-label"))
    ).toEqual(["Remove Acme Agency", "Remove Beacon Agency", "Remove Cobalt Agency"])
    expect(chosen.textContent).toContain("and 2 other agencies")
    fireEvent.click(within(chosen).getByRole("button", { name: "Remove Acme Agency" }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ agency_ids: "2,3,4,5" }))
    fireEvent.click(within(chosen).getByRole("button", { name: "Clear" }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search).agency_ids).toBeUndefined())
    expect(screen.queryByRole("group", { name: "Chosen agencies" })).toBeNull()
  }, 60_000)

  it("opens on the agencies the address names (Back, a reload, a shared link), each named by reading it", async () => {
    const { server } = await openDrawer(SUPER_ADMIN, usersRoutes(), `/?users_agencies=${encodeURIComponent("[2,1]")}`)
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ agency_ids: "2,1" }))
    const chosen = screen.getByRole("group", { name: "Chosen agencies" })
    await waitFor(() =>
      expect(
        within(chosen)
          .getAllByRole("button", { name: /^Remove / })
          .map((button) => button.getAttribute("aria-label"))
      ).toEqual(["Remove Beacon Agency", "Remove Acme Agency"])
    )
  })

  it("lists an agency admin's agency without the ID column and hides their own row's actions", async () => {
    const { server } = await openDrawer(AGENCY_ADMIN)
    await within(table()).findByRole("rowheader", { name: "Ada Lovelace" })
    expect(headers()).toEqual(["Name", "Email", "Agency", "Role", "Action"])
    expect(params(listRequests(server)[0]?.search)).toMatchObject({ agency_id: "1" })
    expect(within(rowOf("Ada Lovelace")).queryByRole("button")).toBeNull()
    expect(cell("Alan Turing", "Agency")).toBe("Acme Agency")
    expect(within(rowOf("Grace Hopper")).getByRole("button", { name: "Delete Grace Hopper" })).toBeTruthy()
    expect(screen.queryByRole("combobox", { name: "Agency" })).toBeNull()
    expect(screen.queryByRole("button", { name: /Role/ })).toBeNull()
  })

  it("gives a plain user no Action column", async () => {
    await openDrawer(PLAIN_USER)
    await waitFor(() => expect(within(table()).getAllByRole("rowheader").length).toBeGreaterThan(0))
    expect(headers()).toEqual(["Name", "Email", "Agency", "Role"])
    await waitFor(() => expect(screen.getByRole("button", { name: "Add User" }).hasAttribute("disabled")).toBe(false))
  })

  it("toggles a header's direction and reloads, starting a new column ascending", async () => {
    const { server } = await openDrawer(SUPER_ADMIN)
    await waitFor(() => expect(within(table()).getAllByRole("rowheader").length).toBeGreaterThan(0))
    fireEvent.click(screen.getByRole("columnheader", { name: /ID/ }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ sort_by: "id", sort_direction: "asc" }))
    fireEvent.click(screen.getByRole("columnheader", { name: /Name/ }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ sort_by: "name", sort_direction: "asc" }))
    fireEvent.click(screen.getByRole("columnheader", { name: /Name/ }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ sort_by: "name", sort_direction: "desc" }))
    await waitFor(() => expect(within(table()).getAllByRole("rowheader")[0]?.textContent).toBe("Super Admin"))
  })

  it("pages by total_pages", async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ ...PLAIN_USER, id: 100 + index, name: `Member ${100 + index}` }))
    const { server } = await openDrawer(SUPER_ADMIN, usersRoutes({ users: many }))
    await waitFor(() => expect(within(table()).getAllByRole("rowheader")).toHaveLength(25))
    const pagination = screen.getByRole("navigation", { name: "Pagination" })
    fireEvent.click(within(pagination).getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(within(table()).getAllByRole("rowheader")).toHaveLength(5))
    expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ page: "2" })
  })

  it("searches after a one-second pause", async () => {
    const { server } = await openDrawer(SUPER_ADMIN)
    await waitFor(() => expect(within(table()).getAllByRole("rowheader").length).toBeGreaterThan(0))
    fireEvent.change(screen.getByRole("searchbox", { name: "Search users" }), { target: { value: "grace" } })
    expect(listRequests(server).some((request) => request.search.includes("keyword="))).toBe(false)
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ keyword: "grace", page: "1" }))
    await waitFor(() =>
      expect(
        within(table())
          .getAllByRole("rowheader")
          .map((cell) => cell.textContent)
      ).toEqual(["Grace Hopper"])
    )
  })

  it("disables Add User when the agency's users reach its plan's user limit", async () => {
    const full = makeFullAgency({ plan: { ...ACME.plan, user_limit: 3 }, users_count: 3 })
    await openDrawer(AGENCY_ADMIN, usersRoutes({ agencies: [full, BEACON] }))
    await waitFor(() => expect(screen.getByText("This agency has reached its user limit.")).toBeTruthy())
    expect(screen.getByRole("button", { name: "Add User" }).hasAttribute("disabled")).toBe(true)
  })

  it("caps the user limit at 100 whatever the plan says", async () => {
    const big = makeFullAgency({ plan: { ...ACME.plan, user_limit: 500 }, users_count: 100 })
    await openDrawer(AGENCY_ADMIN, usersRoutes({ agencies: [big, BEACON] }))
    await waitFor(() => expect(screen.getByText("This agency has reached its user limit.")).toBeTruthy())
    expect(screen.getByRole("button", { name: "Add User" }).hasAttribute("disabled")).toBe(true)
  })

  it("switches to the Add User view inside the drawer below the limit; Cancel returns to the list and to Add User", async () => {
    await openDrawer(AGENCY_ADMIN)
    await waitFor(() => expect(screen.getByRole("button", { name: "Add User" }).hasAttribute("disabled")).toBe(false))
    fireEvent.click(screen.getByRole("button", { name: "Add User" }))
    const drawer = screen.getByRole("dialog", { name: "Users" })
    const form = await within(drawer).findByRole("form", { name: "Add User" })
    // A view of the drawer, not a modal over it: the list is gone and no other dialog opened.
    expect(screen.getAllByRole("dialog")).toEqual([drawer])
    expect(screen.queryByRole("grid", { name: "Users" })).toBeNull()
    expect(document.activeElement).toBe(within(form).getByRole("textbox", { name: /Email/ }))
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add User" })).toBeNull())
    expect(within(drawer).getByRole("grid", { name: "Users" })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add User" })))
  })

  it("sends the invitation from the Add User view, says so and returns to the reloaded list", async () => {
    const { server } = await openDrawer(AGENCY_ADMIN)
    await waitFor(() => expect(screen.getByRole("button", { name: "Add User" }).hasAttribute("disabled")).toBe(false))
    const listsBefore = listRequests(server).length
    fireEvent.click(screen.getByRole("button", { name: "Add User" }))
    const form = await screen.findByRole("form", { name: "Add User" })
    fireEvent.change(within(form).getByRole("textbox", { name: /Email/ }), { target: { value: "new.hire@example.com" } })
    fireEvent.click(within(form).getByRole("button", { name: /Role/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Admin" }))
    fireEvent.click(within(form).getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Invitation Sent")).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add User" })).toBeNull())
    expect(server.requests.find((request) => request.method === "POST")?.body).toMatchObject({
      email: "new.hire@example.com",
      role: "agency-admin",
      agency_id: 1
    })
    await waitFor(() => expect(listRequests(server).length).toBeGreaterThan(listsBefore))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add User" })))
  })

  it("asks before deleting, removes the agency membership and says 'Deleted!'", async () => {
    const { server } = await openDrawer(AGENCY_ADMIN)
    // The list may load again while it settles (the agency filter arrives): wait for the row's button itself.
    const remove = await screen.findByRole("button", { name: "Delete Grace Hopper" })
    const loads = listRequests(server).length
    fireEvent.click(remove)
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(confirm.textContent).toContain("You won't be able to revert this!")
    expect(within(confirm).getByRole("button", { name: "No, cancel!" })).toBeTruthy()
    fireEvent.click(within(confirm).getByRole("button", { name: "Yes, delete it!" }))
    const done = await screen.findByRole("dialog", { name: "Deleted!" })
    expect(done.textContent).toContain("User has been deleted.")
    const deletion = server.requests.find((request) => request.method === "DELETE")
    expect(deletion?.path).toBe("/auth/api/v2/users/12")
    expect(params(deletion?.search)).toEqual({ agency_id: "1" })
    await waitFor(() => expect(listRequests(server).length).toBeGreaterThan(loads))
    fireEvent.click(within(done).getByRole("button", { name: "OK" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Deleted!" })).toBeNull())
  })

  it("names the user's only agency when a super admin deletes with no agency chosen", async () => {
    const { server } = await openDrawer(SUPER_ADMIN)
    fireEvent.click(await screen.findByRole("button", { name: "Delete Grace Hopper" }))
    fireEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Are you sure?" })).getByRole("button", { name: "Yes, delete it!" })
    )
    await screen.findByRole("dialog", { name: "Deleted!" })
    const deletion = server.requests.find((request) => request.method === "DELETE")
    expect(deletion?.path).toBe("/auth/api/v2/users/12")
    expect(params(deletion?.search)).toEqual({ agency_id: String(ACME.id) })
  })

  it("deletes nothing when the confirmation is cancelled", async () => {
    const { server } = await openDrawer(AGENCY_ADMIN)
    fireEvent.click(await screen.findByRole("button", { name: "Delete Grace Hopper" }))
    fireEvent.click(within(await screen.findByRole("alertdialog", { name: "Are you sure?" })).getByRole("button", { name: "No, cancel!" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(server.requests.some((request) => request.method === "DELETE")).toBe(false)
  })

  it("shows 'Can not delete user.' titled 'Warning!' when the server refuses", async () => {
    const routes = { ...usersRoutes(), "DELETE /auth/api/v2/users/12": { status: 403, body: { message: "Can not delete user." } } }
    await openDrawer(AGENCY_ADMIN, routes)
    fireEvent.click(await screen.findByRole("button", { name: "Delete Grace Hopper" }))
    fireEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Are you sure?" })).getByRole("button", { name: "Yes, delete it!" })
    )
    const warning = await screen.findByRole("alertdialog", { name: "Warning!" })
    expect(warning.textContent).toContain("Can not delete user.")
  })

  it("edits a user, says 'The user was updated' and returns to the reloaded list", async () => {
    const { server } = await openDrawer(AGENCY_ADMIN)
    fireEvent.click(await screen.findByRole("button", { name: "Edit Grace Hopper" }))
    const form = await screen.findByRole("form", { name: "Edit User" })
    expect((within(form).getByRole("textbox", { name: /Name/ }) as HTMLInputElement).value).toBe("Grace Hopper")
    await waitFor(() => expect((within(form).getByRole("checkbox", { name: "Acme Website" }) as HTMLInputElement).checked).toBe(true))
    expect(within(form).queryByRole("checkbox", { name: "Ditto Access" })).toBeNull()
    fireEvent.change(within(form).getByRole("textbox", { name: /Name/ }), { target: { value: "Grace B. Hopper" } })
    fireEvent.click(within(form).getByRole("checkbox", { name: "Acme Staging" }))
    const loads = listRequests(server).length
    fireEvent.click(within(form).getByRole("button", { name: "Save" }))
    await waitFor(() => expect(screen.getByText("The user was updated")).toBeTruthy())
    expect(server.requests.find((request) => request.method === "PUT")?.body).toEqual({
      name: "Grace B. Hopper",
      email: "grace@example.com",
      role: "user",
      agency_id: 1,
      portal_access: [101, 102]
    })
    await waitFor(() => expect(screen.getByRole("grid", { name: "Users" })).toBeTruthy())
    expect(listRequests(server).length).toBeGreaterThan(loads)
  })

  it("requires Name, Email and Role on edit and shows a failed save's message", async () => {
    const routes = {
      ...usersRoutes(),
      "PUT /auth/api/v2/users/12": { status: 422, body: { message: "The email has already been taken." } }
    }
    const { server } = await openDrawer(AGENCY_ADMIN, routes)
    fireEvent.click(await screen.findByRole("button", { name: "Edit Grace Hopper" }))
    const form = await screen.findByRole("form", { name: "Edit User" })
    fireEvent.change(within(form).getByRole("textbox", { name: /Name/ }), { target: { value: " " } })
    fireEvent.click(within(form).getByRole("button", { name: "Save" }))
    expect(await within(form).findByText("The name field is required.")).toBeTruthy()
    expect(server.requests.some((request) => request.method === "PUT")).toBe(false)
    fireEvent.change(within(form).getByRole("textbox", { name: /Name/ }), { target: { value: "Grace" } })
    fireEvent.click(within(form).getByRole("button", { name: "Save" }))
    // The danger alert carries the message; the refused field shows it too.
    expect((await screen.findByRole("alert")).textContent).toContain("The email has already been taken.")
    expect(within(form).getByRole("textbox", { name: /Email/ }).getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByRole("form", { name: "Edit User" })).toBeTruthy()
  })

  it("returns to the list on Cancel", async () => {
    await openDrawer(SUPER_ADMIN)
    fireEvent.click(await screen.findByRole("button", { name: "Edit Grace Hopper" }))
    const form = await screen.findByRole("form", { name: "Edit User" })
    expect(within(form).getByRole("checkbox", { name: "Ditto Access" })).toBeTruthy()
    expect(within(form).getByRole("checkbox", { name: "Support Team" })).toBeTruthy()
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.getByRole("grid", { name: "Users" })).toBeTruthy())
  })

  it("says so when nothing matches, and shows a load failure with Retry", async () => {
    let calls = 0
    const failing: FakeRoute = () =>
      ++calls === 1
        ? { status: 500, body: { message: "boom" } }
        : { status: 200, body: { data: [], meta: { pagination: { total: 0, count: 0, per_page: 25, current_page: 1, total_pages: 1 } } } }
    await openDrawer(SUPER_ADMIN, usersRoutes({ list: failing }))
    expect(await screen.findByText("Users could not be loaded.")).toBeTruthy()
    expect(screen.getByText("Internal Server Error. Please try again later.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByText("No users found.")).toBeTruthy()
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull()
  })
})
