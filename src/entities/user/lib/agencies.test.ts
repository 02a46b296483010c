import { describe, expect, it } from "vitest"

import { makeAgency, makeUser } from "@/shared/lib/fixtures"

import { belongsToAgency, hasSeveralAgencies, tasksPath } from "./agencies.ts"

describe("user agencies", () => {
  it("several agencies only from two memberships up", () => {
    expect(hasSeveralAgencies(null)).toBe(false)
    expect(hasSeveralAgencies(makeUser())).toBe(false)
    expect(hasSeveralAgencies(makeUser({ agencies: [makeAgency({ id: 1 }), makeAgency({ id: 2 })] }))).toBe(true)
  })

  it("membership by agency id", () => {
    const user = makeUser({ agencies: [makeAgency({ id: 3 })] })
    expect(belongsToAgency(user, 3)).toBe(true)
    expect(belongsToAgency(user, 4)).toBe(false)
    expect(belongsToAgency(null, 3)).toBe(false)
  })

  it("tasks: support staff go to /admin/tasks", () => {
    expect(tasksPath(makeUser({ is_support: true, roles: [{ name: "user" }] }))).toBe("/admin/tasks")
  })

  it("tasks: agency admins of a SaaS agency go to /tasks", () => {
    expect(tasksPath(makeUser({ agencies: [makeAgency({ sr_saas: 1 })] }))).toBe("/tasks")
  })

  it("tasks: nobody else has the link", () => {
    expect(tasksPath(null)).toBeNull()
    expect(tasksPath(makeUser({ agencies: [makeAgency({ sr_saas: 0 })] }))).toBeNull()
    expect(tasksPath(makeUser({ agencies: [makeAgency({ sr_saas: 1, role: { name: "user" } })] }))).toBeNull()
  })
})
