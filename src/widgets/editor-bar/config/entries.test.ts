import { describe, expect, it } from "vitest"

import { availableDrawers } from "@/shared/config"
import { DRAWER_NAMES, type DrawerName } from "@/shared/ui/drawer"

import { visibleEditorEntries } from "./entries.ts"

const all = new Set<DrawerName>(DRAWER_NAMES)
const labels = (portalType: string, available: ReadonlySet<DrawerName> = all) =>
  visibleEditorEntries({ portal_type: portalType }, available).map((entry) => entry.label)

describe("visibleEditorEntries", () => {
  it("lists every entry in order when all drawers exist", () => {
    expect(labels("professional")).toEqual(["Modules", "Layouts", "Website Pages", "Landing Pages", "System Templates", "Blogs", "Files"])
  })

  it("hides Landing Pages for starter portals", () => {
    expect(labels("starter")).toEqual(["Modules", "Layouts", "Website Pages", "System Templates", "Blogs", "Files"])
  })

  it("shows only entries whose drawer exists", () => {
    expect(labels("professional", new Set<DrawerName>(["files", "landing-page"]))).toEqual(["Landing Pages", "Files"])
    expect(labels("starter", new Set<DrawerName>(["landing-page"]))).toEqual([])
  })

  it("shows Activity only while work runs on the portal", () => {
    expect(
      visibleEditorEntries({ portal_type: "professional" }, all, true)
        .map((entry) => entry.label)
        .at(-1)
    ).toBe("Activity")
    expect(labels("professional")).not.toContain("Activity")
  })

  it("shows nothing without a portal", () => {
    expect(visibleEditorEntries(null, all)).toEqual([])
  })

  it("this build registers every drawer of the editor bar", () => {
    expect(labels("professional", availableDrawers)).toEqual([
      "Modules",
      "Layouts",
      "Website Pages",
      "Landing Pages",
      "System Templates",
      "Blogs",
      "Files"
    ])
  })
})
