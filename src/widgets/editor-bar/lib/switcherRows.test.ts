import { describe, expect, it } from "vitest"

import { makePortal } from "@/shared/lib/fixtures"

import { switcherRows } from "./switcherRows.ts"

describe("switcherRows", () => {
  it("puts each child right under its parent, with its depth and its parent's name", () => {
    const staging = makePortal({ id: 2, name: "Acme Staging", is_parent: false })
    const acme = makePortal({ id: 1, name: "Acme Portal", children: [staging] })
    const beacon = makePortal({ id: 3, name: "Beacon" })
    expect(switcherRows([acme, beacon]).map((row) => [row.portal.name, row.depth, row.parentName])).toEqual([
      ["Acme Portal", 0, null],
      ["Acme Staging", 1, "Acme Portal"],
      ["Beacon", 0, null]
    ])
  })
})
