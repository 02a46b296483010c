import { describe, expect, it } from "vitest"

import { makeDriftedFile } from "../lib/makeDriftedFile.ts"
import { buildResolutions, withResolutions } from "./resolutions.ts"

const first = makeDriftedFile()
const second = makeDriftedFile({ path: "sr/css/main.css", portal_hash: "c".repeat(64) })

describe("buildResolutions", () => {
  it("gives nothing while a file has no choice, or a merge is unresolved", () => {
    expect(buildResolutions([first, second], { [first.path]: { choice: "keep", merged: null } })).toBeNull()
    expect(
      buildResolutions([first, second], {
        [first.path]: { choice: "keep", merged: null },
        [second.path]: { choice: "merge", merged: null }
      })
    ).toBeNull()
  })

  it("one resolution per file with the reviewed hash; content only for a merge", () => {
    expect(
      buildResolutions([first, second], {
        [first.path]: { choice: "take", merged: null },
        [second.path]: { choice: "merge", merged: "merged\n" }
      })
    ).toEqual([
      { path: first.path, portal_hash: first.portal_hash, choice: "take" },
      { path: second.path, portal_hash: second.portal_hash, choice: "merge", content: "merged\n" }
    ])
    // An emptied merge is still a merge (the file is written empty).
    expect(buildResolutions([first], { [first.path]: { choice: "merge", merged: "" } })).toEqual([
      { path: first.path, portal_hash: first.portal_hash, choice: "merge", content: "" }
    ])
  })
})

describe("withResolutions", () => {
  it("leaves the payload as it was when nothing edited is overwritten", () => {
    expect(withResolutions({ portal: 7 }, [])).toEqual({ portal: 7 })
    expect(withResolutions({ portal: 7 }, undefined)).toEqual({ portal: 7 })
    const keep = [{ path: first.path, portal_hash: first.portal_hash, choice: "keep" as const }]
    expect(withResolutions({ portal: 7 }, keep)).toEqual({ portal: 7, resolutions: keep })
  })
})
