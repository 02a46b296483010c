import { Effect } from "effect"
import { beforeEach, describe, expect, it } from "vitest"

import { makePortal } from "@/shared/lib/fixtures"
import { fakeServer } from "@/shared/lib/testing"

import { type PortalAudience, readPortal } from "../api/portals.ts"
import { openingOf } from "./openPortal.ts"

/** Reads the portal as the editor's loader does, and says what the read means for the editor. */
const openPortal = (audience: PortalAudience, id: number) =>
  readPortal(audience, id).pipe(
    Effect.either,
    Effect.map((read) => openingOf(audience, id, read))
  )

describe("openingOf", () => {
  beforeEach(() => localStorage.clear())

  it("a set-up portal is ready", async () => {
    const server = fakeServer({ "GET /portal/api/v2/portals/5": { status: 200, body: { data: makePortal({ id: 5 }) } } })
    const opening = await server.runtime.runPromise(openPortal("member", 5))
    expect(opening.kind).toBe("ready")
  })

  it("a portal without portal_setup_status needs the setup wizard", async () => {
    const server = fakeServer({
      "GET /portal/api/v2/portals/5": { status: 200, body: { data: makePortal({ id: 5, portal_setup_status: false }) } }
    })
    expect(await server.runtime.runPromise(openPortal("member", 5))).toEqual({ kind: "setup-needed", portalId: 5 })
  })

  it("admins read through the admin call", async () => {
    const server = fakeServer({ "GET /portal/api/v2/admin/portals/5": { status: 200, body: { data: makePortal({ id: 5 }) } } })
    expect((await server.runtime.runPromise(openPortal("admin", 5))).kind).toBe("ready")
  })

  it("status_code 40001 keeps the portal as reconnect_portal_id", async () => {
    const server = fakeServer({ "GET /portal/api/v2/portals/5": { status: 400, body: { message: "CRM says no", status_code: 40001 } } })
    const opening = await server.runtime.runPromise(openPortal("member", 5))
    expect(opening).toMatchObject({ kind: "failed", reconnect: true })
    expect(localStorage.getItem("reconnect_portal_id")).toBe("5")
  })

  it("the refresh-token message counts as a reconnect too", async () => {
    const server = fakeServer({ "GET /portal/api/v2/portals/6": { status: 422, body: { message: "missing or invalid refresh token" } } })
    expect(await server.runtime.runPromise(openPortal("member", 6))).toMatchObject({ kind: "failed", reconnect: true })
    expect(localStorage.getItem("reconnect_portal_id")).toBe("6")
  })

  it("other failures carry the message and leave storage alone", async () => {
    const server = fakeServer({ "GET /portal/api/v2/portals/7": { status: 403, body: { message: "not yours" } } })
    const opening = await server.runtime.runPromise(openPortal("member", 7))
    expect(opening).toMatchObject({ kind: "failed", reconnect: false })
    if (opening.kind === "failed") expect(opening.error.message).toBe("You do not have permission to perform this action.")
    expect(localStorage.getItem("reconnect_portal_id")).toBeNull()
  })
})
