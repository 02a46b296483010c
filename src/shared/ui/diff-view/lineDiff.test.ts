import { describe, expect, it } from "vitest"

import { diffFileLines } from "./lineDiff.ts"

const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `line ${from + index}`)

describe("diffFileLines", () => {
  it("marks removed and added lines between unchanged ones", () => {
    expect(diffFileLines("a\nb\nc\n", "a\nB\nc\n")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "B" },
      { kind: "same", text: "c" }
    ])
  })

  it("folds long unchanged runs, keeping three lines of context around a change", () => {
    const installed = `${numbered(1, 20).join("\n")}\n`
    const portal = installed.replace("line 10\n", "line ten\n")
    const pieces = diffFileLines(installed, portal)
    expect(pieces[0]).toEqual({ kind: "skipped", count: 6 })
    expect(pieces.slice(1, 4).map((piece) => ("text" in piece ? piece.text : null))).toEqual(["line 7", "line 8", "line 9"])
    expect(pieces.at(-1)).toEqual({ kind: "skipped", count: 7 })
  })

  it("shows a missing file as all removed and an added one as all added", () => {
    expect(diffFileLines("x\ny", "")).toEqual([
      { kind: "removed", text: "x" },
      { kind: "removed", text: "y" }
    ])
    expect(diffFileLines("", "z\n")).toEqual([{ kind: "added", text: "z" }])
  })

  it("has nothing to show for identical texts", () => {
    expect(diffFileLines("same\n", "same\n")).toEqual([])
  })
})
