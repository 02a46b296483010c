import { describe, expect, it } from "vitest"

import { conflictCount, mergedText, mergeRegions } from "./merge.ts"

const base = "<div>\n  <h1>{{ title }}</h1>\n  <p>{{ body }}</p>\n</div>\n"

describe("mergeRegions and mergedText", () => {
  it("merges changes to different lines without a conflict, keeping the final newline", () => {
    const ours = base.replace("<h1>", '<h1 class="big">')
    const theirs = base.replace("</div>", "</div><!-- end -->")
    const regions = mergeRegions(base, ours, theirs)
    expect(conflictCount(regions)).toBe(0)
    expect(mergedText(regions, [])).toBe('<div>\n  <h1 class="big">{{ title }}</h1>\n  <p>{{ body }}</p>\n</div><!-- end -->\n')
  })

  it("holds both sides of a line both changed, and merges only once the conflict has a pick", () => {
    const ours = base.replace("{{ title }}", "{{ title|upper }}")
    const theirs = base.replace("{{ title }}", "{{ heading }}")
    const regions = mergeRegions(base, ours, theirs)
    expect(conflictCount(regions)).toBe(1)
    expect(regions.find((region) => region.kind === "conflict")).toEqual({
      kind: "conflict",
      ours: ["  <h1>{{ title|upper }}</h1>"],
      base: ["  <h1>{{ title }}</h1>"],
      theirs: ["  <h1>{{ heading }}</h1>"]
    })
    expect(mergedText(regions, [])).toBeNull()
    expect(mergedText(regions, [{ kind: "ours" }])).toBe(ours)
    expect(mergedText(regions, [{ kind: "theirs" }])).toBe(theirs)
    expect(mergedText(regions, [{ kind: "both" }])).toBe(
      "<div>\n  <h1>{{ title|upper }}</h1>\n  <h1>{{ heading }}</h1>\n  <p>{{ body }}</p>\n</div>\n"
    )
    expect(mergedText(regions, [{ kind: "edit", text: "  <h2>{{ heading|upper }}</h2>" }])).toBe(
      "<div>\n  <h2>{{ heading|upper }}</h2>\n  <p>{{ body }}</p>\n</div>\n"
    )
    // An emptied edit drops the lines.
    expect(mergedText(regions, [{ kind: "edit", text: "" }])).toBe("<div>\n  <p>{{ body }}</p>\n</div>\n")
  })

  it("treats the same change on both sides as no conflict", () => {
    const changed = base.replace("body", "text")
    const regions = mergeRegions(base, changed, changed)
    expect(conflictCount(regions)).toBe(0)
    expect(mergedText(regions, [])).toBe(changed)
  })

  it("sees two different files with no common base as one conflict", () => {
    const regions = mergeRegions("", "a\n", "b\n")
    expect(conflictCount(regions)).toBe(1)
    expect(mergedText(regions, [{ kind: "theirs" }])).toBe("b\n")
  })
})
