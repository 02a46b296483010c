import { describe, expect, it } from "vitest"

import { ROLLOUT_PORTALS_MAX } from "@/shared/api"

import { addPortals, allChosen, chosenOf, type ChosenPortal, isFull, removePortals, togglePortal, toggleShown } from "./selection.ts"

const portal = (id: number): ChosenPortal => ({ id, name: `Portal ${id}`, agencyId: 1, agencyName: "Acme Agency" })

describe("the portals chosen for a rollout", () => {
  it("keeps the order chosen; a portal chosen again keeps its place", () => {
    const selection = addPortals(addPortals([], [portal(3), portal(1)]), [portal(2), portal(3)])
    expect(selection.map((chosen) => chosen.id)).toEqual([3, 1, 2])
  })

  it("toggles one portal in and out", () => {
    const on = togglePortal([portal(1)], portal(2), true)
    expect(on.map((chosen) => chosen.id)).toEqual([1, 2])
    expect(togglePortal(on, portal(1), false).map((chosen) => chosen.id)).toEqual([2])
  })

  it("'Select all shown' adds the page's portals after those chosen, and takes them out when all are chosen", () => {
    const shown = [portal(5), portal(6)]
    const added = toggleShown([portal(9), portal(5)], shown)
    expect(added.map((chosen) => chosen.id)).toEqual([9, 5, 6])
    expect(allChosen(added, shown)).toBe(true)
    expect(toggleShown(added, shown).map((chosen) => chosen.id)).toEqual([9])
    expect(allChosen([], [])).toBe(false)
  })

  it("takes at most the portals a rollout takes", () => {
    const many = Array.from({ length: ROLLOUT_PORTALS_MAX + 5 }, (_, index) => portal(index + 1))
    const selection = addPortals([], many)
    expect(selection).toHaveLength(ROLLOUT_PORTALS_MAX)
    expect(isFull(selection)).toBe(true)
    expect(togglePortal(selection, portal(ROLLOUT_PORTALS_MAX + 3), true)).toHaveLength(ROLLOUT_PORTALS_MAX)
    expect(isFull(removePortals(selection, [1]))).toBe(false)
  })

  it("reads a health row's portal and agency", () => {
    expect(chosenOf({ id: 4, name: "Beacon", agency: { id: 2, name: "North" } })).toEqual({
      id: 4,
      name: "Beacon",
      agencyId: 2,
      agencyName: "North"
    })
    expect(chosenOf({ id: 5, name: "Loose", agency: null })).toMatchObject({ agencyId: null, agencyName: null })
  })
})
