// The billing drawer under test: the fake billing routes, opening the drawer as a role, and the card form.
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createStore } from "jotai"
import { expect } from "vitest"

import { type SandboxGateway, SandboxGatewayContext } from "@/entities/payment"
import { portalKeys } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import type { Portal } from "@/shared/api"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { billingRoutes } from "./BillingDrawer.fixtures.ts"
import { BillingDrawer } from "./BillingDrawer.tsx"

export const agencyBase = "/agency/api/v2"

export interface Setup {
  routes?: Record<string, FakeRoute>
  role?: "agency-admin" | "user"
  selected?: Portal | null
  usesSelectedPortal?: boolean
  gateway?: SandboxGateway
}

/** Short waits: the first status read after 20 ms, one every 20 ms, giving up after 300 ms. */
const quick = { firstReadMs: 20, everyMs: 20, giveUpMs: 300 }

export async function openBilling({
  routes = {},
  role = "agency-admin",
  selected = null,
  usesSelectedPortal = false,
  gateway
}: Setup = {}) {
  const store = createStore()
  store.set(
    currentUserAtom,
    makeUser({
      roles: [{ name: role }],
      agencies: [makeAgency({ id: 1, name: "Zenith Agency", credit_limit: 3, portals_available: 2, role: { name: role } })]
    })
  )
  store.set(openDrawerAtom, "billing")
  // The open portal is the address's, read through the cache as the editor's loader reads it.
  const opened = selected === null ? {} : { [`GET /portal/api/v2/portals/${selected.id}`]: { status: 200, body: { data: selected } } }
  const server = fakeServer(billingRoutes({ ...opened, ...routes }))
  const drawer = <BillingDrawer usesSelectedPortal={usesSelectedPortal} cardMountDelayMs={0} paymentTiming={quick} />
  const { queryClient } = await renderWithApp(
    <>
      <AlertOutlet />
      {gateway === undefined ? drawer : <SandboxGatewayContext.Provider value={gateway}>{drawer}</SandboxGatewayContext.Provider>}
    </>,
    { store, server, ...(selected === null ? {} : { path: `/portals-main/${selected.id}` }) }
  )
  // In the app the editor's loader has the open portal in the cache before the drawer renders: wait for it
  // here, and for the cache's (batched) word to the components.
  if (selected !== null) {
    await waitFor(() => expect(queryClient.getQueryData(portalKeys.detail(selected.id, "member"))).toBeDefined())
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  }
  return { store, server }
}

/** Name on Card, Email, Country or Region (picked from the list) and the sandbox card. */
export async function fillCardForm(cardNumber: string) {
  fireEvent.change(await screen.findByRole("textbox", { name: /Name on Card/ }), { target: { value: "Zed Zenith" } })
  fireEvent.change(screen.getByRole("textbox", { name: /Email/ }), { target: { value: "zed@example.com" } })
  await userEvent.type(screen.getByRole("combobox", { name: /Country or Region/ }), "Germ")
  await userEvent.click(await screen.findByRole("option", { name: "Germany" }))
  fireEvent.change(await screen.findByRole("textbox", { name: "Card number" }), { target: { value: cardNumber } })
  fireEvent.change(screen.getByRole("textbox", { name: "Expiry" }), { target: { value: "1230" } })
  fireEvent.change(screen.getByRole("textbox", { name: "CVC" }), { target: { value: "123" } })
}

export const dialogTitle = () => screen.getByRole("dialog").querySelector("[slot=title], h2")?.textContent
export const choose = async (name: string) => fireEvent.click(await screen.findByRole("button", { name: new RegExp(`^${name}`) }))

/** The Upgrade view is ready: its chosen plan and the button that opens the select-plan modal. */
export const planReady = () => screen.findByRole("button", { name: "Select Plan" })

/** Opens the select-plan modal and answers its plan radios. */
export async function openPlans() {
  fireEvent.click(await planReady())
  return screen.findByRole("radiogroup", { name: "Plan" })
}
