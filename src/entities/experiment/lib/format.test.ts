import { describe, expect, it } from "vitest"

import { leaderName, percent } from "./format.ts"

describe("experiment formatting", () => {
  it("shows rates as percentages and a dash for none", () => {
    expect(percent(0.1234)).toBe("12.34%")
    expect(percent(0)).toBe("0.00%")
    expect(percent(null)).toBe("—")
  })

  it("names the winner before the leader, and a dash without either", () => {
    const variants = [
      { id: 1, name: "Control" },
      { id: 2, name: "Bold" }
    ] as never
    expect(leaderName({ variants, leader_variant_id: 1, winner_variant_id: 2 })).toBe("Bold")
    expect(leaderName({ variants, leader_variant_id: 1, winner_variant_id: null })).toBe("Control")
    expect(leaderName({ variants, leader_variant_id: null, winner_variant_id: null })).toBe("—")
  })
})
