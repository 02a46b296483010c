import { describe, expect, it } from "vitest"

import { makeUser } from "@/shared/lib/fixtures"

import { adminOnly, agencyAdminOnly, decide, guest, loggedIn, supportOnly } from "./rules.ts"

const at = (href: string) => ({ pathname: href.split("?")[0] ?? href, href })
const admin = makeUser({ roles: [{ name: "admin" }] })
const agencyAdmin = makeUser({ roles: [{ name: "agency-admin" }] })
const user = makeUser({ roles: [{ name: "user" }] })
const support = makeUser({ roles: [{ name: "user" }], is_support: true })

describe("route guards", () => {
  it("logged-in sends a visitor to / and remembers the full attempted path", () => {
    expect(loggedIn(null, at("/portals-main/7?billing=open"))).toEqual({ redirectTo: "/", remember: "/portals-main/7?billing=open" })
    expect(loggedIn(user, at("/portals-main"))).toBeNull()
  })

  it("logged-in never remembers the login route itself", () => {
    expect(loggedIn(null, at("/"))).toEqual({ redirectTo: "/" })
  })

  it("guest sends a logged-in user to /portals-main and lets visitors in", () => {
    expect(guest(user, at("/"))).toEqual({ redirectTo: "/portals-main" })
    expect(guest(null, at("/"))).toBeNull()
  })

  it("admin-only lets only admins through", () => {
    expect(adminOnly(admin, at("/admin-logging"))).toBeNull()
    expect(adminOnly(agencyAdmin, at("/admin-logging"))).toEqual({ redirectTo: "/portals-main" })
    expect(adminOnly(user, at("/admin-logging"))).toEqual({ redirectTo: "/portals-main" })
  })

  it("agency-admin lets only agency admins through", () => {
    expect(agencyAdminOnly(agencyAdmin, at("/tasks"))).toBeNull()
    expect(agencyAdminOnly(admin, at("/tasks"))).toEqual({ redirectTo: "/portals-main" })
    expect(agencyAdminOnly(user, at("/tasks"))).toEqual({ redirectTo: "/portals-main" })
  })

  it("support-only wants is_support", () => {
    expect(supportOnly(support, at("/admin/tasks"))).toBeNull()
    expect(supportOnly(admin, at("/admin/tasks"))).toEqual({ redirectTo: "/portals-main" })
  })

  it("rules run in order: a visitor meets logged-in before admin-only", () => {
    expect(decide([loggedIn, adminOnly], null, at("/admin-logging"))).toEqual({ redirectTo: "/", remember: "/admin-logging" })
    expect(decide([loggedIn, adminOnly], user, at("/admin-logging"))).toEqual({ redirectTo: "/portals-main" })
    expect(decide([loggedIn, adminOnly], admin, at("/admin-logging"))).toBeNull()
  })
})
