import { isRedirect } from "@tanstack/react-router"
import { createStore } from "jotai"
import { beforeEach, describe, expect, it } from "vitest"

import { currentUserAtom, lastRouteAtom } from "@/entities/session"
import { connectQueryCache, loadedAccess } from "@/shared/api"
import { makeUser } from "@/shared/lib/fixtures"
import { fakeServer, testQueryClient } from "@/shared/lib/testing"

import { guard } from "./beforeLoad.ts"
import { adminOnly, loggedIn } from "./rules.ts"

const context = (store = createStore()) => ({ store, api: loadedAccess(connectQueryCache(fakeServer({}).runtime, testQueryClient())) })

const thrown = (run: () => void): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe("guard (beforeLoad)", () => {
  beforeEach(() => localStorage.clear())

  it("redirects a visitor to / and stores the last route", () => {
    const ctx = context()
    const error = thrown(() => guard(loggedIn)({ context: ctx, location: { pathname: "/portals-main/3", href: "/portals-main/3?x=1" } }))
    expect(isRedirect(error)).toBe(true)
    if (isRedirect(error)) expect(error.options.href).toBe("/")
    expect(ctx.store.get(lastRouteAtom)).toBe("/portals-main/3?x=1")
    expect(localStorage.getItem("last_route")).toBe("/portals-main/3?x=1")
  })

  it("lets an allowed user through without touching the last route", () => {
    const ctx = context()
    ctx.store.set(currentUserAtom, makeUser({ roles: [{ name: "admin" }] }))
    expect(thrown(() => guard(loggedIn, adminOnly)({ context: ctx, location: { pathname: "/x", href: "/x" } }))).toBeUndefined()
    expect(ctx.store.get(lastRouteAtom)).toBeNull()
  })

  it("sends a user without the role to /portals-main", () => {
    const ctx = context()
    ctx.store.set(currentUserAtom, makeUser({ roles: [{ name: "user" }] }))
    const error = thrown(() => guard(loggedIn, adminOnly)({ context: ctx, location: { pathname: "/x", href: "/x" } }))
    expect(isRedirect(error) && error.options.href).toBe("/portals-main")
  })
})
