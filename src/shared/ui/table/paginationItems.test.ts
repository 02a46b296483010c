import { describe, expect, it } from "vitest"

import { type PaginationItem, paginationItems } from "./paginationItems.ts"

// Compact notation: page numbers, "…" for an ellipsis.
const show = (items: PaginationItem[]) => items.map((i) => (i.type === "page" ? i.page : "…"))

describe("paginationItems (padding 2, gap 3)", () => {
  it("has nothing to show without pages", () => {
    expect(paginationItems({ page: 1, totalPages: 0 })).toEqual([])
  })

  it("shows every page of a short list", () => {
    expect(show(paginationItems({ page: 1, totalPages: 1 }))).toEqual([1])
    expect(show(paginationItems({ page: 3, totalPages: 7 }))).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it("collapses a long run after the current page", () => {
    expect(show(paginationItems({ page: 1, totalPages: 20 }))).toEqual([1, 2, 3, "…", 20])
  })

  it("collapses runs on both sides of a middle page", () => {
    expect(show(paginationItems({ page: 10, totalPages: 20 }))).toEqual([1, "…", 8, 9, 10, 11, 12, "…", 20])
  })

  it("shows a run of up to three hidden pages instead of an ellipsis", () => {
    // Pages 2-4 would be hidden before 5: three pages, not more than the gap.
    expect(show(paginationItems({ page: 7, totalPages: 20 }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, "…", 20])
    // Four hidden pages (2-5) do collapse.
    expect(show(paginationItems({ page: 8, totalPages: 20 }))).toEqual([1, "…", 6, 7, 8, 9, 10, "…", 20])
  })

  it("shows the last pages near the end", () => {
    expect(show(paginationItems({ page: 20, totalPages: 20 }))).toEqual([1, "…", 18, 19, 20])
  })

  it("clamps an out-of-range page", () => {
    expect(show(paginationItems({ page: 99, totalPages: 5 }))).toEqual([1, 2, 3, 4, 5])
  })

  it("gives ellipses distinct keys", () => {
    const keys = paginationItems({ page: 10, totalPages: 20 }).flatMap((i) => (i.type === "ellipsis" ? [i.key] : []))
    expect(new Set(keys).size).toBe(2)
  })
})
