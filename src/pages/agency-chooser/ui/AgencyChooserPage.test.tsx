import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { AgencyChooserPage } from "./AgencyChooserPage.tsx"

const signInUrl = "http://localhost/sandbox/hubspot/oauth/authorize?state=xyz"
const plan = (portal_limit: number) => ({ ...makeAgency().plan, portal_limit })

async function setup() {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
  const store = createStore()
  store.set(
    currentUserAtom,
    makeUser({
      agencies: [
        makeAgency({ id: 1, name: "Demo Agency", portals_count: 4, portals_available: 3, plan: plan(10) }),
        makeAgency({ id: 2, name: "Northwind Agency", portals_count: 1, portals_available: 0, plan: plan(1) }),
        makeAgency({ id: 3, name: "Member Only", role: { name: "user" } })
      ]
    })
  )
  const server = fakeServer({ "POST /auth/api/v2/oauth/hubspot": { status: 200, body: { data: { data: { url: signInUrl } } } } })
  await renderWithApp(<AgencyChooserPage />, { store, server, path: "/portals-main/agency" })
  return { server, assign }
}

describe("AgencyChooserPage", () => {
  afterEach(() => vi.restoreAllMocks())

  it("lists the agencies where the user is agency admin with portals / limit and PRO licences", async () => {
    await setup()
    const list = screen.getByRole("list", { name: "Agencies" })
    const items = within(list).getAllByRole("listitem")
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["Demo Agency", "Northwind Agency"])
    expect(items[0]?.textContent).toContain("Portals:4 / 10")
    expect(items[0]?.textContent).toContain("PRO licences:3")
  })

  it("an agency at its portal limit cannot be chosen, and says why", async () => {
    await setup()
    expect(screen.getByRole("button", { name: "Choose Northwind Agency" }).hasAttribute("disabled")).toBe(true)
    expect(screen.getByText("Northwind Agency has reached its plan's portal limit (1 portal).")).toBeTruthy()
  })

  it("choosing an agency continues the Add Portal flow for it", async () => {
    const { server, assign } = await setup()
    fireEvent.click(screen.getByRole("button", { name: "Choose Demo Agency" }))
    fireEvent.click(await screen.findByRole("button", { name: "Activate PRO" }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(signInUrl))
    expect(server.requests[0]?.body).toEqual({ agency_id: 1, create_portal_type: "pro" })
  })
})
