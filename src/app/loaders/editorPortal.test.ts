import { isRedirect } from "@tanstack/react-router"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"
import { selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { makePortal, makeUser } from "@/shared/lib/fixtures"
import { fakeServer } from "@/shared/lib/testing"
import { loadEditorPortal, parsePortalParam } from "./editorPortal.ts"

const contextWith = (routes: Parameters<typeof fakeServer>[0]) => ({ store: createStore(), runtime: fakeServer(routes).runtime })

describe("loadEditorPortal", () => {
  it("stores a set-up portal as the selected portal", async () => {
    const context = contextWith({ "GET /portal/api/v2/portals/4": { status: 200, body: { data: makePortal({ id: 4 }) } } })
    const opening = await loadEditorPortal(context, "member", 4)
    expect(opening.kind).toBe("ready")
    expect(context.store.get(selectedPortalAtom)?.id).toBe(4)
  })

  it("redirects a portal without portal_setup_status to /sr-setup?portal={id}", async () => {
    const context = contextWith({ "GET /portal/api/v2/portals/4": { status: 200, body: { data: makePortal({ id: 4, portal_setup_status: false }) } } })
    const error = await loadEditorPortal(context, "member", 4).catch((e: unknown) => e)
    expect(isRedirect(error) && error.options.href).toBe("/sr-setup?portal=4")
    expect(context.store.get(selectedPortalAtom)).toBeNull()
  })

  it("admins open portals through the admin call, guests through the guest call", async () => {
    const admin = contextWith({ "GET /portal/api/v2/admin/portals/4": { status: 200, body: { data: makePortal({ id: 4 }) } } })
    admin.store.set(currentUserAtom, makeUser({ roles: [{ name: "admin" }] }))
    expect((await loadEditorPortal(admin, "member", 4)).kind).toBe("ready")

    const guest = contextWith({ "GET /portal/api/v2/guest/portals/999999": { status: 200, body: { data: makePortal({ id: 999999 }) } } })
    expect((await loadEditorPortal(guest, "guest", 999999)).kind).toBe("ready")
  })

  it("returns a failure for the page to show", async () => {
    const context = contextWith({ "GET /portal/api/v2/portals/4": { status: 404, body: { message: "No such portal" } } })
    const opening = await loadEditorPortal(context, "member", 4)
    expect(opening).toMatchObject({ kind: "failed", reconnect: false })
  })
})

describe("parsePortalParam", () => {
  it("accepts positive integers only", () => {
    expect(parsePortalParam({ portal: "42" })).toEqual({ portal: 42 })
    expect(parsePortalParam({ portal: "0" })).toBe(false)
    expect(parsePortalParam({ portal: "abc" })).toBe(false)
    expect(parsePortalParam({ portal: "4.5" })).toBe(false)
  })
})
