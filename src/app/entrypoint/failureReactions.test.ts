import { createStore } from "jotai"
import { beforeEach, describe, expect, it, vi } from "vitest"

import { currentUserAtom, tokenAtom } from "@/entities/session"
import { crmBusyAtom } from "@/shared/lib/crm-busy"
import { makeUser } from "@/shared/lib/fixtures"
import { harnessRouter } from "@/shared/lib/testing"

import { failureReactions } from "./failureReactions.ts"

describe("failureReactions", () => {
  beforeEach(() => localStorage.clear())

  it("a 401 ends the session and goes to the login page", async () => {
    const store = createStore()
    store.set(tokenAtom, "t")
    store.set(currentUserAtom, makeUser())
    const router = harnessRouter(null, "/portals-main/3")
    await router.load()

    failureReactions(store, router).onUnauthorized()

    expect(store.get(tokenAtom)).toBeNull()
    expect(store.get(currentUserAtom)).toBeNull()
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"))
  })

  it("a 400 shows /400", async () => {
    const router = harnessRouter(null, "/portals-main")
    await router.load()
    failureReactions(createStore(), router).onBadRequest()
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/400"))
  })

  it("a call waiting for a busy CRM counts in the busy notice until it ends", async () => {
    const store = createStore()
    const router = harnessRouter(null, "/portals-main")
    await router.load()
    const reactions = failureReactions(store, router)
    reactions.onCrmBusy(true)
    expect(store.get(crmBusyAtom)).toBe(1)
    reactions.onCrmBusy(false)
    expect(store.get(crmBusyAtom)).toBe(0)
  })
})
