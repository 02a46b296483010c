import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { billingKeys } from "@/entities/payment"
import { currentUserAtom } from "@/entities/session"
import type { BillingStanding } from "@/shared/api"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { BillingStandingBanner, OPEN_BILLING_TEXT } from "./BillingStandingBanner.tsx"

const standingPath = "/agency/api/v2/billings/standing"
const failed: BillingStanding = {
  agency_id: 1,
  credit_debt: 0,
  alerts: [
    { kind: "payment_failed", portal_id: 102, portal_name: "Zenith Free", plan_name: "Core", grace_ends_at: "2026-12-04T12:00:00.000Z" }
  ]
}
const clear: BillingStanding = { agency_id: 1, credit_debt: 0, alerts: [] }

async function setup(route: FakeRoute, role: "admin" | "agency-admin" | "user" = "user") {
  const store = createStore()
  store.set(
    currentUserAtom,
    makeUser({
      roles: [{ name: role }],
      agencies: [makeAgency({ id: 1, name: "Zenith Agency", role: { name: role === "admin" ? "user" : role } })]
    })
  )
  const server = fakeServer({ [`GET ${standingPath}`]: route })
  const { queryClient } = await renderWithApp(<BillingStandingBanner />, { store, server })
  return { store, server, queryClient }
}

describe("BillingStandingBanner", () => {
  it("tells agency members of a failed renewal, with a link that opens the Billing drawer", async () => {
    const { store, server } = await setup({ status: 200, body: { data: failed } })
    expect(
      await screen.findByText(
        /^The payment for Core on Zenith Free failed\. Update your card before December \d, 2026 or the portal moves to the Free plan\.$/
      )
    ).toBeTruthy()
    expect(server.requests[0]?.search).toContain("agency=1")
    fireEvent.click(screen.getByRole("button", { name: OPEN_BILLING_TEXT }))
    expect(store.get(openDrawerAtom)).toBe("billing")
  })

  it("shows nothing when the agency is in good standing, and asks again after a payment", async () => {
    const { server, queryClient } = await setup({ status: 200, body: { data: clear } })
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(screen.queryByRole("button", { name: OPEN_BILLING_TEXT })).toBeNull()
    server.answer(`GET ${standingPath}`, {
      status: 200,
      body: { data: { ...failed, alerts: [{ ...failed.alerts[0]!, kind: "subscription_canceled" }] } }
    })
    // What RealtimeBridge does on payment.succeeded.
    await act(() => queryClient.invalidateQueries({ queryKey: billingKeys.lists() }))
    expect(
      await screen.findByText(
        /^The Core subscription for Zenith Free was cancelled; the portal moves to the Free plan on December \d, 2026\.$/
      )
    ).toBeTruthy()
  })

  it("tells agency members how many credits refunds and disputes took beyond what was left", async () => {
    await setup({ status: 200, body: { data: { ...clear, credit_debt: 3 } } })
    const debt = await screen.findByText(
      "Refunds and disputes took back 3 credits more than Zenith Agency had left: the next 3 credits bought settle this."
    )
    expect(debt.closest("[role=status]")?.textContent).toContain(OPEN_BILLING_TEXT)
  })

  it("a super admin is not asked about", async () => {
    const { server } = await setup({ status: 200, body: { data: failed } }, "admin")
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(server.requests).toHaveLength(0)
  })

  it("a refused standing shows no banner", async () => {
    const { server } = await setup({ status: 403, body: { message: "Forbidden" } })
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(screen.queryByRole("button", { name: OPEN_BILLING_TEXT })).toBeNull()
  })
})
