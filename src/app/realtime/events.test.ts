import { Option } from "effect"
import { describe, expect, it } from "vitest"

import { makeAgency, makeUser } from "@/shared/lib/fixtures"

import { moduleInstallForUser, paymentConcernsUser, progressedRolloutId, reauthConcernsUser, upgradedPortalId } from "./events.ts"

describe("realtime events", () => {
  const user = makeUser({ agencies: [makeAgency({ id: 3 }), makeAgency({ id: 9 })] })

  it("payment.succeeded matters for the user's own agencies only", () => {
    expect(paymentConcernsUser({ agency_id: 9 }, user)).toBe(true)
    expect(paymentConcernsUser({ agency_id: "3" }, user)).toBe(true)
    expect(paymentConcernsUser({ agency_id: 4 }, user)).toBe(false)
    expect(paymentConcernsUser({ agency_id: 3 }, null)).toBe(false)
    expect(paymentConcernsUser({ nothing: true }, user)).toBe(false)
  })

  it("core_upgrade.complete names the portal whose plan changed", () => {
    expect(upgradedPortalId({ user_id: 1, portal_id: 12 })).toEqual(Option.some(12))
    expect(upgradedPortalId({ portal_id: "13" })).toEqual(Option.some(13))
    expect(upgradedPortalId("garbage")).toEqual(Option.none())
  })

  it("reauth.complete and module-install matter for the current user only", () => {
    const me = makeUser({ id: 7 })
    expect(reauthConcernsUser({ user_id: 7 }, me)).toBe(true)
    expect(reauthConcernsUser({ user_id: "7" }, me)).toBe(true)
    expect(reauthConcernsUser({ user_id: 8 }, me)).toBe(false)
    expect(reauthConcernsUser({ user_id: 7 }, null)).toBe(false)
    expect(moduleInstallForUser({ user_id: 7, portal_id: 12 }, me)).toEqual(Option.some(12))
    expect(moduleInstallForUser({ user_id: 7 }, me)).toEqual(Option.some(null))
    expect(moduleInstallForUser({ user_id: 8, portal_id: 12 }, me)).toEqual(Option.none())
    expect(moduleInstallForUser("garbage", me)).toEqual(Option.none())
  })

  it("rollout.progress names the rollout that moved on", () => {
    expect(progressedRolloutId({ rollout_id: "8b4a7c1e-2f3d-4e5a-9b6c-7d8e9f0a1b2c", status: "running" })).toEqual(
      Option.some("8b4a7c1e-2f3d-4e5a-9b6c-7d8e9f0a1b2c")
    )
    expect(progressedRolloutId({ id: 3 })).toEqual(Option.none())
  })
})
