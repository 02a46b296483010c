import { describe, expect, it } from "vitest"

import { countsOf, makeRollout, makeRolloutPortal, ROLLOUT_LAYOUT_PARTS } from "./makeRollout.ts"
import { allowedActions, countsText, endedCount, isRolloutWorking, partText, portalVersionText, versionText } from "./status.ts"

const running = makeRolloutPortal({ status: "running" })
const succeeded = makeRolloutPortal({ status: "succeeded" })
const failed = makeRolloutPortal({ status: "failed" })
const pending = makeRolloutPortal({ status: "pending" })

describe("allowedActions", () => {
  it("running: pause and cancel", () => {
    expect(allowedActions(makeRollout({ status: "running", portals: [running, pending] }))).toEqual({
      pause: true,
      resume: false,
      cancel: true,
      rollback: false
    })
  })

  it("paused: resume and cancel", () => {
    expect(allowedActions(makeRollout({ status: "paused", portals: [failed, pending] }))).toEqual({
      pause: false,
      resume: true,
      cancel: true,
      rollback: false
    })
  })

  it("finished: roll back only, once, and only when a portal changed", () => {
    expect(allowedActions(makeRollout({ status: "finished", portals: [succeeded, failed] }))).toEqual({
      pause: false,
      resume: false,
      cancel: false,
      rollback: true
    })
    expect(allowedActions(makeRollout({ status: "finished", portals: [succeeded], rolled_back_by: "x" })).rollback).toBe(false)
    expect(allowedActions(makeRollout({ status: "finished", portals: [failed] })).rollback).toBe(false)
  })

  it("cancelled: roll back once the portals it started have ended", () => {
    expect(allowedActions(makeRollout({ status: "cancelled", portals: [succeeded, running] })).rollback).toBe(false)
    expect(allowedActions(makeRollout({ status: "cancelled", portals: [succeeded, makeRolloutPortal({ status: "cancelled" })] }))).toEqual({
      pause: false,
      resume: false,
      cancel: false,
      rollback: true
    })
  })
})

describe("rollout facts", () => {
  it("works while running, paused, or cancelled with portals still running", () => {
    expect(isRolloutWorking(makeRollout({ status: "running" }))).toBe(true)
    expect(isRolloutWorking(makeRollout({ status: "paused" }))).toBe(true)
    expect(isRolloutWorking(makeRollout({ status: "cancelled", portals: [running] }))).toBe(true)
    expect(isRolloutWorking(makeRollout({ status: "cancelled", portals: [succeeded] }))).toBe(false)
    expect(isRolloutWorking(makeRollout({ status: "finished" }))).toBe(false)
  })

  it("counts in words, leaving out the zeros", () => {
    const counts = countsOf([succeeded, succeeded, failed, makeRolloutPortal({ status: "skipped" }), pending])
    expect(countsText(counts)).toBe("5 portals: 2 succeeded, 1 failed, 1 waiting, 1 skipped")
    expect(endedCount(counts)).toBe(4)
    expect(countsText(countsOf([]))).toBe("0 portals")
  })

  it("versions read from → to, none for a missing side", () => {
    expect(versionText("1.0.0", "2.0.0")).toBe("1.0.0 → 2.0.0")
    expect(versionText(null, "2.0.0")).toBe("none → 2.0.0")
    expect(versionText("2.0.0", null)).toBe("2.0.0 → none")
  })

  it("a layout's portal counts its changes; each part reads by its action, with its credit", () => {
    expect(portalVersionText({ from_version: null, to_version: null, parts: ROLLOUT_LAYOUT_PARTS })).toBe("3 changes")
    expect(portalVersionText({ from_version: "1.0.0", to_version: "2.0.0" })).toBe("1.0.0 → 2.0.0")
    const [file, module] = ROLLOUT_LAYOUT_PARTS
    if (file === undefined || module === undefined) throw new Error("two parts expected")
    expect(portalVersionText({ from_version: null, to_version: null, parts: [file] })).toBe("1 change")
    expect(partText(module)).toBe("Social Share 1.0.0 → 2.0.0")
    expect(partText({ ...module, action: "revert", from_version: "2.0.0", to_version: "1.0.0" })).toBe("Social Share 2.0.0 → 1.0.0")
    expect(partText({ ...module, action: "install", from_version: null, credit: true })).toBe("Social Share 2.0.0 (new) · 1 credit")
    expect(partText({ ...file, action: "remove", from_version: "2.0.0", to_version: null })).toBe("css/main.css 2.0.0 (removed)")
  })
})
