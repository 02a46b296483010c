import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { opensBilling, useBillingFromQuery } from "./useBillingFromQuery.ts"

function Probe() {
  useBillingFromQuery()
  return null
}

const openedAt = async (path: string) => {
  const store = createStore()
  await renderWithApp(<Probe />, { store, path })
  return store.get(openDrawerAtom)
}

describe("useBillingFromQuery", () => {
  it("opens the billing drawer for billing=open and a successful payment return", async () => {
    expect(await openedAt("/portals-main?billing=open")).toBe("billing")
    expect(await openedAt("/portals-main?payment_status=success")).toBe("billing")
    expect(await openedAt("/portals-main/7?payment_status=success-credit")).toBe("billing")
  })

  it("leaves the drawers alone otherwise", async () => {
    expect(await openedAt("/portals-main")).toBeNull()
    expect(await openedAt("/portals-main?payment_status=failed")).toBeNull()
    expect(await openedAt("/portals-main?billing=closed")).toBeNull()
  })

  it("reads the parsed query", () => {
    expect(opensBilling({ billing: "open" })).toBe(true)
    expect(opensBilling({ payment_status: "success-credit" })).toBe(true)
    expect(opensBilling({ payment_status: "pending" })).toBe(false)
  })
})
