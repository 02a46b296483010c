import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { makeModule, type Module } from "@/entities/module"
import { creditChainResumeAtom, creditPurchaseAtom } from "@/entities/payment"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { openModalAtom } from "@/shared/lib/modal"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { ModuleActionButton } from "./ModuleActionButton.tsx"

// Chain mode (spec 2 section 4): Buy & Install without a credit goes to the credit purchase first; when
// that purchase succeeds, Confirm Purchase reopens for the same module with the new credits.
const portal = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
const locked = makeModule({ key: "pricing-table", name: "Pricing Table", access: "pro", pad_lock: "pro", button_state: "Buy & Install" })

async function setup(module: Module, credits: number) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, credit_limit: credits })] }))
  const server = fakeServer({})
  await renderWithApp(<ModuleActionButton module={module} portal={portal} onChanged={() => undefined} />, { store, server })
  return { store, server }
}

describe("ModuleActionButton chain mode", () => {
  it("Buy & Install with no credit opens the credit purchase for the portal's agency", async () => {
    const { store, server } = await setup(locked, 0)
    fireEvent.click(screen.getByRole("button", { name: /^Buy & Install ./ }))
    await waitFor(() => expect(store.get(openModalAtom)).toBe("credit-purchase"))
    expect(store.get(creditPurchaseAtom)).toEqual({ agencyId: 1, needed: 1, chain: "101:pricing-table" })
    expect(screen.queryByRole("dialog", { name: "Confirm Purchase" })).toBeNull()
    expect(server.requests).toEqual([])
  })

  it("reopens Confirm Purchase with the new credits when its purchase succeeded", async () => {
    const { store } = await setup(locked, 0)
    fireEvent.click(screen.getByRole("button", { name: /^Buy & Install ./ }))
    await waitFor(() => expect(store.get(openModalAtom)).toBe("credit-purchase"))
    // What the Buy Credits modal and the realtime bridge do on success.
    store.set(openModalAtom, null)
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 1 })] }))
    store.set(creditChainResumeAtom, "101:pricing-table")
    const modal = await screen.findByRole("dialog", { name: "Confirm Purchase" })
    expect(modal.textContent).toContain("Credits available: 1")
    expect(within(modal).getByRole("button", { name: "Buy & Install" })).toBeTruthy()
    expect(store.get(creditChainResumeAtom)).toBeNull()
  })

  it("ignores the token of another module's purchase", async () => {
    const { store } = await setup(locked, 1)
    store.set(creditChainResumeAtom, "101:hero-banner")
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole("dialog", { name: "Confirm Purchase" })).toBeNull()
    expect(store.get(creditChainResumeAtom)).toBe("101:hero-banner")
  })

  it("Confirm Purchase's Buy Credits starts a chained purchase too", async () => {
    const { store } = await setup(makeModule({ key: "faq", pad_lock: "lite", button_state: "Buy" }), 0)
    fireEvent.click(screen.getByRole("button", { name: /^Buy (?!& Install|Credits$)/ }))
    const modal = await screen.findByRole("dialog", { name: "Confirm Purchase" })
    fireEvent.click(within(modal).getByRole("button", { name: "Buy Credits" }))
    await waitFor(() => expect(store.get(openModalAtom)).toBe("credit-purchase"))
    expect(store.get(creditPurchaseAtom)).toEqual({ agencyId: 1, needed: 1, chain: "101:faq" })
  })
})
