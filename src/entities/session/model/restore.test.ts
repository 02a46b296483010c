import { createStore } from "jotai"
import { beforeEach, describe, expect, it } from "vitest"

import { makeUser } from "@/shared/lib/fixtures"
import { fakeServer } from "@/shared/lib/testing"

import { currentUserAtom, tokenAtom } from "./atoms.ts"
import { reloadCurrentUser, restoreSession } from "./restore.ts"

const meAnswer = (name: string) => ({ status: 200, body: { data: makeUser({ name }) } })

describe("restoreSession", () => {
  beforeEach(() => localStorage.clear())

  it("a visitor without a token stays a visitor, without asking the server", async () => {
    const server = fakeServer({})
    expect(await restoreSession(createStore(), server.runtime)).toBeNull()
    expect(server.requests).toHaveLength(0)
  })

  it("loads the token's user once, however many routes ask at the same time", async () => {
    const store = createStore()
    store.set(tokenAtom, "kept-token")
    const server = fakeServer({ "GET /auth/api/v2/me": meAnswer("Ada") }, () => store.get(tokenAtom))
    const [first, second] = await Promise.all([restoreSession(store, server.runtime), restoreSession(store, server.runtime)])
    expect(first?.name).toBe("Ada")
    expect(second?.name).toBe("Ada")
    expect(store.get(currentUserAtom)?.name).toBe("Ada")
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.headers["authorization"]).toBe("Bearer kept-token")
    await restoreSession(store, server.runtime)
    expect(server.requests).toHaveLength(1)
  })

  it("a refused token leaves no user (the client's 401 hook ends the session)", async () => {
    const store = createStore()
    store.set(tokenAtom, "stale")
    const server = fakeServer({ "GET /auth/api/v2/me": { status: 401, body: { message: "Unauthenticated." } } })
    expect(await restoreSession(store, server.runtime)).toBeNull()
    expect(server.events).toEqual(["unauthorized"])
  })

  it("a network failure keeps the token for the next try", async () => {
    const store = createStore()
    store.set(tokenAtom, "kept")
    const server = fakeServer({ "GET /auth/api/v2/me": { status: 500 } })
    expect(await restoreSession(store, server.runtime)).toBeNull()
    expect(store.get(tokenAtom)).toBe("kept")
  })
})

describe("reloadCurrentUser", () => {
  beforeEach(() => localStorage.clear())

  it("replaces the user with the server's fresh copy", async () => {
    const store = createStore()
    store.set(tokenAtom, "t")
    store.set(currentUserAtom, makeUser({ name: "Old" }))
    const server = fakeServer({ "GET /auth/api/v2/me": meAnswer("New") })
    await reloadCurrentUser(store, server.runtime)
    expect(store.get(currentUserAtom)?.name).toBe("New")
  })
})
