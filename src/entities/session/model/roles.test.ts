import { describe, expect, it } from "vitest"

import type { User } from "@/shared/api"

import { roleFlags } from "./roles.ts"

const withRoles = (...names: Array<"admin" | "agency-admin" | "user">): User => ({
  id: 1,
  name: "A",
  email: "a@example.com",
  agencies: [],
  roles: names.map((name) => ({ name })),
  agency: null,
  portal_provider: [],
  sr_beta: false,
  is_support: false,
  guides: []
})

describe("roleFlags", () => {
  it("a visitor is a guest: every flag false", () => {
    expect(roleFlags(null)).toEqual({ isAdmin: false, isAgencyAdmin: false, isUser: false })
  })

  it.each([
    ["admin", { isAdmin: true, isAgencyAdmin: false, isUser: false }],
    ["agency-admin", { isAdmin: false, isAgencyAdmin: true, isUser: false }],
    ["user", { isAdmin: false, isAgencyAdmin: false, isUser: true }]
  ] as const)("%s", (name, flags) => {
    expect(roleFlags(withRoles(name))).toEqual(flags)
  })

  it("only the first role counts", () => {
    expect(roleFlags(withRoles("user", "admin"))).toEqual({ isAdmin: false, isAgencyAdmin: false, isUser: true })
  })

  it("a user without roles has no flags", () => {
    expect(roleFlags(withRoles())).toEqual({ isAdmin: false, isAgencyAdmin: false, isUser: false })
  })
})
