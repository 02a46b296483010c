import { describe, expect, it } from "vitest"

import { unifiedDiff } from "./unifiedDiff.ts"

describe("unifiedDiff", () => {
  it("is empty for equal texts", () => {
    expect(unifiedDiff("a.css", "x\ny\n", "x\ny\n")).toBe("")
  })

  it("prints removals before additions with three lines of context", () => {
    const before = ["1", "2", "3", "4", "5", "6", "7"].join("\n")
    const after = ["1", "2", "3", "four", "5", "6", "7"].join("\n")
    expect(unifiedDiff("f.txt", before, after)).toBe("--- a/f.txt\n+++ b/f.txt\n@@ -1,7 +1,7 @@\n 1\n 2\n 3\n-4\n+four\n 5\n 6\n 7\n")
  })

  it("splits distant changes into separate hunks and handles an empty side", () => {
    const before = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`)
    const after = [...before]
    after[0] = "first"
    after[19] = "last"
    const diff = unifiedDiff("f.txt", before.join("\n"), after.join("\n"))
    expect(diff.match(/^@@ .* @@$/gm)).toEqual(["@@ -1,4 +1,4 @@", "@@ -17,4 +17,4 @@"])
    expect(unifiedDiff("new.txt", "", "a\nb\n")).toBe("--- a/new.txt\n+++ b/new.txt\n@@ -0,0 +1,2 @@\n+a\n+b\n")
  })

  it("treats a missing final newline as no change and prints a deleted file as removals from line 1", () => {
    expect(unifiedDiff("a.css", "x\ny", "x\ny\n")).toBe("")
    expect(unifiedDiff("gone.txt", "a\nb\n", "")).toBe("--- a/gone.txt\n+++ b/gone.txt\n@@ -1,2 +0,0 @@\n-a\n-b\n")
  })

  it("names the line before an insertion in the middle, with no context asked for", () => {
    expect(unifiedDiff("f.txt", "1\n2\n3\n", "1\n2\nnew\n3\n", 0)).toBe("--- a/f.txt\n+++ b/f.txt\n@@ -2,0 +3 @@\n+new\n")
  })
})
