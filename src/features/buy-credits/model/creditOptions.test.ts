import { describe, expect, it } from "vitest"

import type { CreditPack } from "@/shared/api"

import { creditOptions, creditsLabel, formatAmount, perCreditLabel, savingLabel } from "./creditOptions.ts"

const packs: ReadonlyArray<CreditPack> = [
  { id: 4, credit: 20, amount: 800, saving: "20%" },
  { id: 1, credit: 1, amount: 50, saving: null },
  { id: 2, credit: 5, amount: 225, saving: "10%" },
  { id: 3, credit: 10, amount: 425, saving: "15%" }
]

describe("creditOptions", () => {
  it("offers the count needed, preselected, then every larger pack, fewest first", () => {
    expect(creditOptions(packs, 1)).toEqual([
      { credit: 1, amount: 50, saving: null, is_selected: true },
      { credit: 5, amount: 225, saving: "10%", is_selected: false },
      { credit: 10, amount: 425, saving: "15%", is_selected: false },
      { credit: 20, amount: 800, saving: "20%", is_selected: false }
    ])
  })

  it("prices a count without a pack at the per-credit base amount", () => {
    expect(creditOptions(packs, 3)).toEqual([
      { credit: 3, amount: 150, saving: null, is_selected: true },
      { credit: 5, amount: 225, saving: "10%", is_selected: false },
      { credit: 10, amount: 425, saving: "15%", is_selected: false },
      { credit: 20, amount: 800, saving: "20%", is_selected: false }
    ])
  })

  it("offers no pack below the count needed, none above the largest", () => {
    expect(creditOptions(packs, 10).map((option) => option.credit)).toEqual([10, 20])
    expect(creditOptions(packs, 25)).toEqual([{ credit: 25, amount: 1250, saving: null, is_selected: true }])
  })

  it("asks for at least one whole credit", () => {
    expect(creditOptions(packs, 0)[0]?.credit).toBe(1)
    expect(creditOptions(packs, -2)[0]?.credit).toBe(1)
    expect(creditOptions(packs, 1.5)[0]?.credit).toBe(2)
    expect(creditOptions([], 1)).toEqual([{ credit: 1, amount: 50, saving: null, is_selected: true }])
  })

  it("labels credits, amounts, the price per credit and the saving", () => {
    expect(creditsLabel(1)).toBe("1 Credit")
    expect(creditsLabel(5)).toBe("5 Credits")
    expect(formatAmount(225)).toBe("$225")
    expect(formatAmount(1250)).toBe("$1,250")
    expect(formatAmount(12.5)).toBe("$12.50")
    expect(perCreditLabel({ credit: 5, amount: 225 })).toBe("$45 per credit")
    expect(perCreditLabel({ credit: 10, amount: 425 })).toBe("$42.50 per credit")
    expect(savingLabel("10%")).toBe("Save 10%")
    expect(savingLabel(null)).toBe("")
  })
})
