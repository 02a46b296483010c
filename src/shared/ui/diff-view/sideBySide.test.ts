import { describe, expect, it } from "vitest"

import { sideBySide } from "./sideBySide.ts"

describe("sideBySide", () => {
  it("puts context on both sides and pairs removals with the additions after them", () => {
    const diff = "--- a/f\n+++ b/f\n@@ -1,3 +1,4 @@\n keep\n-old 1\n-old 2\n+new 1\n+new 2\n+new 3\n"
    expect(sideBySide(diff)).toEqual([
      { left: { text: "keep", kind: "same" }, right: { text: "keep", kind: "same" } },
      { left: { text: "old 1", kind: "removed" }, right: { text: "new 1", kind: "added" } },
      { left: { text: "old 2", kind: "removed" }, right: { text: "new 2", kind: "added" } },
      { left: { text: "", kind: "empty" }, right: { text: "new 3", kind: "added" } }
    ])
  })

  it("is empty for an empty diff", () => {
    expect(sideBySide("")).toEqual([])
  })
})
