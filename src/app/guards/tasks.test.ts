import { describe, expect, it } from "vitest"

import { makeAgency, makeUser } from "@/shared/lib/fixtures"

import { parseTaskParam, saasAdminOnly } from "./tasks.ts"

const at = { pathname: "/tasks", href: "/tasks" }

describe("saasAdminOnly", () => {
  it("lets agency admins of a SaaS agency in and sends everyone else to /portals-main", () => {
    expect(saasAdminOnly(makeUser({ agencies: [makeAgency({ sr_saas: 1 })] }), at)).toBeNull()
    expect(saasAdminOnly(makeUser({ agencies: [makeAgency({ sr_saas: 0 })] }), at)).toEqual({ redirectTo: "/portals-main" })
    expect(saasAdminOnly(makeUser({ agencies: [makeAgency({ sr_saas: 1, role: { name: "user" } })] }), at)).toEqual({
      redirectTo: "/portals-main"
    })
    expect(saasAdminOnly(makeUser({ is_support: true, roles: [{ name: "admin" }], agencies: [], agency: null }), at)).toEqual({
      redirectTo: "/portals-main"
    })
  })

  it("reads a request id from the path", () => {
    expect(parseTaskParam({ task: "12" })).toEqual({ task: 12 })
    expect(parseTaskParam({ task: "abc" })).toBe(false)
    expect(parseTaskParam({ task: "0" })).toBe(false)
  })
})
