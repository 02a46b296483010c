import { describe, expect, it } from "vitest"

import { alertText } from "./alertText.ts"

describe("alertText", () => {
  it("a failed renewal asks for a card before the grace period ends", () => {
    expect(
      alertText(
        { kind: "payment_failed", portal_id: 7, portal_name: "Zenith Free", plan_name: "Core", grace_ends_at: "2026-12-04T12:00:00.000Z" },
        "Zenith Agency",
        "UTC"
      )
    ).toBe("The payment for Core on Zenith Free failed. Update your card before December 4, 2026 or the portal moves to the Free plan.")
  })

  it("a cancelled subscription says when the portal moves to Free; an agency plan names the agency", () => {
    expect(
      alertText(
        { kind: "subscription_canceled", portal_id: null, portal_name: null, plan_name: "PRO", grace_ends_at: "2026-12-04T12:00:00.000Z" },
        "Zenith Agency",
        "UTC"
      )
    ).toBe("The PRO subscription for Zenith Agency was cancelled; the portal moves to the Free plan on December 4, 2026.")
  })
})
