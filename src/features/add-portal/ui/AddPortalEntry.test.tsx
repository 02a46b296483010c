import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"

import { currentUserAtom } from "@/entities/session"
import type { User } from "@/shared/api"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { AddPortalEntry } from "./AddPortalEntry.tsx"

const oauthPath = "/auth/api/v2/oauth/hubspot"
const signInUrl = "http://localhost/sandbox/hubspot/oauth/authorize?state=abc"
const granted: FakeRoute = { status: 200, body: { data: { data: { url: signInUrl } } } }

async function setup(user: User, routes: Record<string, FakeRoute> = { [`POST ${oauthPath}`]: granted }) {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
  const store = createStore()
  store.set(currentUserAtom, user)
  const server = fakeServer(routes)
  const view = await renderWithApp(
    <>
      <AlertOutlet />
      <AddPortalEntry />
    </>,
    { store, server, path: "/portals-main" }
  )
  return { server, assign, view }
}

const addPortal = () => screen.getByRole("button", { name: "Add Portal" })

describe("AddPortalEntry", () => {
  afterEach(() => {
    vi.restoreAllMocks()
    localStorage.clear()
  })

  it("with PRO licences asks PRO or Free; 'Activate PRO' asks for the sign-in address and goes there", async () => {
    const { server, assign } = await setup(makeUser({ agencies: [makeAgency({ id: 7, portals_available: 2 })] }))
    fireEvent.click(addPortal())
    const dialog = await screen.findByRole("dialog", { name: "Add Portal" })
    expect(dialog.textContent).toContain("PRO licences left for Acme Agency: 2")
    fireEvent.click(screen.getByRole("button", { name: "Activate PRO" }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(signInUrl))
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({ method: "POST", path: oauthPath, body: { agency_id: 7, create_portal_type: "pro" } })
    expect(localStorage.getItem("create_portal_type")).toBe("pro")
  })

  it("'Continue Free' sends create_portal_type free", async () => {
    const { server, assign } = await setup(makeUser({ agencies: [makeAgency({ id: 7, portals_available: 1 })] }))
    fireEvent.click(addPortal())
    fireEvent.click(await screen.findByRole("button", { name: "Continue Free" }))
    await waitFor(() => expect(assign).toHaveBeenCalledOnce())
    expect(server.requests[0]?.body).toEqual({ agency_id: 7, create_portal_type: "free" })
    expect(localStorage.getItem("create_portal_type")).toBe("free")
  })

  it("Escape cancels the choice without a request", async () => {
    const { server } = await setup(makeUser({ agencies: [makeAgency({ portals_available: 1 })] }))
    fireEvent.click(addPortal())
    const dialog = await screen.findByRole("dialog", { name: "Add Portal" })
    fireEvent.keyDown(dialog, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(server.requests).toHaveLength(0)
    expect(localStorage.getItem("create_portal_type")).toBeNull()
  })

  it("without licences goes straight to the sign-in as Free", async () => {
    const { server, assign } = await setup(makeUser({ agencies: [makeAgency({ id: 4, portals_available: 0 })] }))
    fireEvent.click(addPortal())
    await waitFor(() => expect(assign).toHaveBeenCalledWith(signInUrl))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(server.requests[0]?.body).toEqual({ agency_id: 4, create_portal_type: "free" })
  })

  it("a failure to get the address is swallowed: no alert, the button works again", async () => {
    const { server, assign } = await setup(makeUser({ agencies: [makeAgency()] }), {
      [`POST ${oauthPath}`]: { status: 500, body: { message: "CRM down" } }
    })
    fireEvent.click(addPortal())
    await waitFor(() => expect(server.requests).toHaveLength(1))
    await waitFor(() => expect(addPortal().hasAttribute("disabled")).toBe(false))
    expect(addPortal().getAttribute("aria-busy")).toBeNull()
    expect(screen.queryByRole("alert")).toBeNull()
    expect(assign).not.toHaveBeenCalled()
    fireEvent.click(addPortal())
    await waitFor(() => expect(server.requests).toHaveLength(2))
  })

  it("is disabled with the reason at the plan's portal limit", async () => {
    const full = makeAgency({ name: "Demo Agency", portals_count: 10 })
    await setup(makeUser({ agencies: [full] }))
    expect(addPortal().hasAttribute("disabled")).toBe(true)
    expect(screen.getByText("Demo Agency has reached its plan's portal limit (10 portals).")).toBeTruthy()
  })

  it("is disabled with the reason when the agency is suspended", async () => {
    await setup(makeUser({ agencies: [makeAgency({ name: "Demo Agency", status: "suspend" })] }))
    expect(addPortal().hasAttribute("disabled")).toBe(true)
    expect(screen.getByText("Demo Agency is suspended.")).toBeTruthy()
  })

  it("with several agencies leads to the agency list", async () => {
    await setup(makeUser({ agencies: [makeAgency({ id: 1 }), makeAgency({ id: 2, name: "Northwind" })] }))
    expect(screen.getByRole("link", { name: "Add Portal" }).getAttribute("href")).toBe("/portals-main/agency")
  })

  it("is not there for admins and plain users", async () => {
    await setup(makeUser({ roles: [{ name: "user" }], agencies: [makeAgency({ role: { name: "user" } })] }))
    expect(screen.queryByRole("button", { name: "Add Portal" })).toBeNull()
    expect(screen.queryByRole("link", { name: "Add Portal" })).toBeNull()
  })
})
