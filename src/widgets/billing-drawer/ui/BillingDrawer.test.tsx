// The billing drawer: its views, titles, the select-plan modal and coupons.
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { openModalAtom } from "@/shared/lib/modal"

import { FREE_PORTAL, PRO_PORTAL } from "./BillingDrawer.fixtures.ts"
import { agencyBase, choose, dialogTitle, openBilling, openPlans, planReady } from "./BillingDrawer.harness.tsx"
import { ADMINS_ONLY_TEXT, ON_PRO_TEXT } from "./UpgradeView.tsx"

describe("BillingDrawer", () => {
  it("main view: 'Portals' with the counts, PRO licences, credits with Buy and the agency's portals", async () => {
    const { server, store } = await openBilling()
    expect(await screen.findByRole("list", { name: "Portals" })).toBeTruthy()
    expect(dialogTitle()).toBe("Portals")
    const text = screen.getByLabelText("Zenith Agency billing").textContent
    expect(text).toContain("Free portals1")
    expect(text).toContain("Core portals1")
    expect(text).toContain("PRO portals2")
    expect(text).toContain("PRO licenses available2")
    expect(text).toContain("Module credits3")
    expect(server.requests.find((request) => request.path === "/portal/api/v2/portals")?.search).toContain("agency_id=1")
    // Agency admins see the payment history.
    expect(await within(await screen.findByRole("grid", { name: "Payment history" })).findByText("3 Credits")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Buy credits" }))
    expect(store.get(openModalAtom)).toBe("credit-purchase")
  })

  it("a member who is not an agency admin sees no payment history", async () => {
    const { server } = await openBilling({ role: "user" })
    expect(await screen.findByRole("list", { name: "Portals" })).toBeTruthy()
    expect(screen.queryByRole("grid", { name: "Payment history" })).toBeNull()
    expect(server.requests.some((request) => request.path.endsWith("/billings/history"))).toBe(false)
  })

  it("title is 'Upgrade' once a portal is chosen and 'Payment Method' while adding a card", async () => {
    await openBilling()
    await choose("Zenith Free")
    expect(await planReady()).toBeTruthy()
    expect(dialogTitle()).toBe("Upgrade")
    fireEvent.click(screen.getByRole("button", { name: "Add Card" }))
    expect(await screen.findByRole("textbox", { name: /Name on Card/ })).toBeTruthy()
    expect(dialogTitle()).toBe("Payment Method")
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(dialogTitle()).toBe("Upgrade"))
    fireEvent.click(screen.getByRole("button", { name: "Back to portals" }))
    await waitFor(() => expect(dialogTitle()).toBe("Portals"))
  })

  it("title is 'Upgrade' at once when the route names a portal", async () => {
    await openBilling({ selected: FREE_PORTAL, usesSelectedPortal: true })
    expect(dialogTitle()).toBe("Upgrade")
    expect(await planReady()).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Back to portals" })).toBeNull()
  })

  it("the select-plan modal shows the plans side by side; the portal's own plan is marked and cannot be chosen", async () => {
    await openBilling()
    await choose("Zenith Portal")
    // The first plan above Core is chosen to start with.
    expect((await screen.findByRole("region", { name: "Chosen plan" })).textContent).toContain(
      "Stack$997 / month · 70 Modules · Core and Pro"
    )
    const group = await openPlans()
    const radios = within(group).getAllByRole("radio")
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual(["Core", "Stack", "PRO"])
    expect(radios.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([true, false, false])
    expect(group.textContent).toContain("Current plan")
    expect(group.textContent).toContain("Unlimited Modules")
    // Portal and user limits are the agency plan's (the server counts them there), not a portal plan's.
    expect(group.textContent).not.toMatch(/Portals?\b|Users?\b/)
    const limits = screen.getByText(/Portal and user limits come from your agency's plan/)
    expect(limits.textContent).toBe(
      "A portal's plan sets the modules and pages that portal can install. Portal and user limits come from your agency's plan, Free: 10 portals and 2 users. Upgrading a portal does not change them."
    )
    expect(group.getAttribute("aria-describedby")).toBe(limits.id)
    fireEvent.click(within(group).getByRole("radio", { name: "PRO" }))
    fireEvent.click(screen.getByRole("button", { name: "Choose Plan" }))
    await waitFor(() => expect(screen.queryByRole("radiogroup", { name: "Plan" })).toBeNull())
    expect(screen.getByRole("region", { name: "Chosen plan" }).textContent).toContain(
      "PRO$2,997 / month · Unlimited Modules · Available on Pro"
    )
  })

  it("a PRO portal is not offered for an upgrade: its row opens nothing it is on PRO with no Upgrade", async () => {
    await openBilling()
    const row = await screen.findByRole("listitem", { name: "Zenith Pro" })
    expect(within(row).queryByRole("button")).toBeNull()
    expect(row.textContent).toContain("Plan: PRO (highest plan)")
  })

  it("a PRO portal named by the route opens the Portals view, not an Upgrade with nothing to upgrade", async () => {
    await openBilling({ selected: PRO_PORTAL, usesSelectedPortal: true })
    const row = await screen.findByRole("listitem", { name: "Zenith Pro" })
    expect(row.textContent).toContain("Plan: PRO (highest plan)")
    expect(screen.queryByText(ON_PRO_TEXT)).toBeNull()
    expect(screen.queryByRole("button", { name: "Upgrade" })).toBeNull()
  })

  it("a member who is not an agency admin sees no Upgrade", async () => {
    await openBilling({ role: "user" })
    await choose("Zenith Free")
    expect(await screen.findByText(ADMINS_ONLY_TEXT)).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Upgrade" })).toBeNull()
  })

  it("a coupon shows the discounted final price; an unknown one shows the server's message", async () => {
    const { server } = await openBilling()
    await choose("Zenith Free")
    await planReady()
    expect(screen.getByLabelText("Final price").textContent).toContain("$197 / month")

    fireEvent.change(screen.getByRole("textbox", { name: "Coupon" }), { target: { value: "NOPE" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(await screen.findByText("The coupon does not exist.")).toBeTruthy()

    fireEvent.change(screen.getByRole("textbox", { name: "Coupon" }), { target: { value: "SAVE20" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    await waitFor(() => expect(screen.getByLabelText("Final price").textContent).toContain("$157.60 / month"))
    expect(screen.getByLabelText("Final price").textContent).toContain("SAVE20: 20% off")
    expect(server.requests.filter((request) => request.path === `${agencyBase}/coupons/apply`).at(-1)?.body).toEqual({
      coupon: "SAVE20",
      plan: 35
    })

    // The same coupon on another plan: the final price follows the plan.
    fireEvent.click(within(await openPlans()).getByRole("radio", { name: "Stack" }))
    fireEvent.click(screen.getByRole("button", { name: "Choose Plan" }))
    await waitFor(() => expect(screen.getByLabelText("Final price").textContent).toContain("$797.60 / month"))
  })
})
