import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"

import { ATTENTION_LABELS } from "./attention.ts"
import { driftText, eventLabel, relativeTime, themeText, upgradesText, workText } from "./facts.ts"

describe("portal health facts", () => {
  it("names every attention reason in words", () => {
    expect(Object.values(ATTENTION_LABELS)).toEqual([
      "Needs reconnect",
      "HubDB permission missing",
      "Theme behind",
      "Upgrades waiting",
      "Edited in HubSpot",
      "Failed work",
      "Setup not finished"
    ])
  })

  it("says the theme, upgrades, drift and work in short words", () => {
    expect(themeText({ installed: "4.2.0", latest: "5.0.0", behind: true })).toBe("4.2.0 → 5.0.0")
    expect(themeText({ installed: "5.0.0", latest: "5.0.0", behind: false })).toBe("5.0.0 (latest)")
    expect(upgradesText({ modules: 2, files: 1 })).toBe("2 modules · 1 file")
    expect(upgradesText({ modules: 0, files: 0 })).toBe("None")
    expect(driftText(null)).toBe("Never audited")
    expect(driftText({ edited: 0, missing: 0, added: 0, taken_at: "2026-01-01T00:00:00Z" })).toBe("No changes")
    expect(driftText({ edited: 2, missing: 1, added: 0, taken_at: "2026-01-01T00:00:00Z" })).toBe("2 edited · 1 missing · 0 added")
    expect(workText({ running: 1, failed: 2 })).toBe("1 running · 2 failed")
    expect(workText({ running: 0, failed: 0 })).toBe("None")
  })

  it("turns activity-log events into words, dropping the portal's own prefix", () => {
    expect(eventLabel("portal.upgrade-started")).toBe("Upgrade started")
    expect(eventLabel("module.installed")).toBe("Module installed")
    expect(eventLabel("login")).toBe("Login")
  })

  it("says recent times relatively and older ones as a day", () => {
    const now = Temporal.Instant.from("2026-12-03T12:00:00Z")
    expect(relativeTime("2026-12-03T11:59:30Z", now)).toBe("just now")
    expect(relativeTime("2026-12-03T11:00:00Z", now)).toBe("1 hour ago")
    expect(relativeTime("2026-12-01T12:00:00Z", now)).toBe("2 days ago")
    expect(relativeTime("2026-10-01T12:00:00Z", now)).toBe("October 1, 2026")
  })
})
