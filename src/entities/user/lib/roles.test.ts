import { describe, expect, it } from "vitest"

import { isAtUserLimit, userLimitOf } from "./limit.ts"
import { grantableRoles, roleIn, roleLabel } from "./roles.ts"

describe("roleLabel", () => {
  it("names admin 'Super Admin', agency-admin 'Admin' and anything else 'User'", () => {
    expect(roleLabel("admin")).toBe("Super Admin")
    expect(roleLabel("agency-admin")).toBe("Admin")
    expect(roleLabel("user")).toBe("User")
    expect(roleLabel(undefined)).toBe("User")
  })
})

describe("grantableRoles", () => {
  const labels = (granter: Parameters<typeof grantableRoles>[0]) => grantableRoles(granter).map((role) => role.label)
  it("lets a super admin grant every role, an agency admin Admin and User, anybody else User", () => {
    expect(labels("admin")).toEqual(["Super Admin", "Admin", "User"])
    expect(labels("agency-admin")).toEqual(["Admin", "User"])
    expect(labels("user")).toEqual(["User"])
    expect(labels(undefined)).toEqual(["User"])
  })
})

describe("roleIn", () => {
  const user = {
    roles: [{ name: "agency-admin" as const }],
    agencies: [
      { id: 1, role: { name: "agency-admin" as const } },
      { id: 2, role: { name: "user" as const } }
    ]
  } as unknown as Parameters<typeof roleIn>[0]
  it("reads the membership's role, falling back to the first role", () => {
    expect(roleIn(user, 2)).toBe("user")
    expect(roleIn(user, 1)).toBe("agency-admin")
    expect(roleIn(user, 9)).toBe("agency-admin")
    expect(roleIn(user, null)).toBe("agency-admin")
  })
})

describe("user limit", () => {
  it("is the plan's user_limit, never above 100", () => {
    expect(userLimitOf(5)).toBe(5)
    expect(userLimitOf(500)).toBe(100)
    expect(userLimitOf(null)).toBe(100)
  })
  it("is reached when the limit is less than or equal to the user count", () => {
    expect(isAtUserLimit(5, 4)).toBe(false)
    expect(isAtUserLimit(5, 5)).toBe(true)
    expect(isAtUserLimit(500, 100)).toBe(true)
    expect(isAtUserLimit(500, 99)).toBe(false)
  })
})
