// The module button state machine as one portal sees it (pure): Buy & Install → Install → Installed →
// Upgrade Module → Revert Module → Upgrade Module, padlocks by plan tier, major and minor upgrades.
import { describe, expect, it } from "vitest"

import { type ModuleFacts, moduleState, type PortalHolding, requiredPaths } from "../../server/domain/modules/moduleState.ts"
import { compareVersions } from "../../server/domain/modules/semver.ts"

const facts: ModuleFacts = {
  id: 7,
  key: "pricing-table",
  name: "Pricing Table",
  module_category: 1,
  access: "lite",
  is_global: false,
  is_hub_db: false,
  test_module: false,
  versions: [
    { version: "1.10.0", message: "Tens", requires: ["css/b.css"] },
    { version: "1.0.0", message: "First", requires: [] },
    { version: "1.2.0", message: "Second", requires: ["css/a.css"] },
    { version: "2.0.0", message: "Major", requires: ["css/c.css", "css/a.css"] }
  ]
}

const holding = (overrides: Partial<PortalHolding>): PortalHolding => ({ plan: "free", installed: null, purchased: false, ...overrides })

describe("module state", () => {
  it("compares versions numerically, with '---' as 0.0.0", () => {
    expect(compareVersions("1.10.0", "1.2.0")).toBeGreaterThan(0)
    expect(compareVersions("---", "0.0.1")).toBeLessThan(0)
    expect(compareVersions("2.0.0", "2.0.0")).toBe(0)
  })

  it("locks a tier the plan does not give until it is bought", () => {
    const locked = moduleState(facts, holding({ plan: "free" }))
    expect(locked).toMatchObject({
      button_state: "Buy & Install",
      pad_lock: "lite",
      is_available: false,
      installed_version: "---",
      installed: false,
      current_version: "2.0.0",
      upgradeable: false,
      revertable: false,
      upgradeable_type: null
    })
    expect(locked.change_log.map((entry) => entry.ver)).toEqual(["2.0.0", "1.10.0", "1.2.0", "1.0.0"])
    expect(moduleState(facts, holding({ plan: "free", purchased: true }))).toMatchObject({
      button_state: "Install",
      pad_lock: null,
      purchased: true
    })
  })

  it("gives free to every plan, lite from core and stack, pro only to pro", () => {
    const tier = (access: ModuleFacts["access"], plan: PortalHolding["plan"]) =>
      moduleState({ ...facts, access }, holding({ plan })).is_available
    expect([tier("free", "free"), tier("lite", "free"), tier("pro", "free")]).toEqual([true, false, false])
    expect([tier("lite", "core"), tier("lite", "stack"), tier("pro", "stack")]).toEqual([true, true, false])
    expect([tier("pro", "pro"), tier("lite", "pro")]).toEqual([true, true])
    expect(moduleState({ ...facts, access: "pro" }, holding({ plan: "core" })).pad_lock).toBe("pro")
  })

  it("walks Installed → Upgrade Module → Revert Module → Upgrade Module", () => {
    const installed = moduleState(facts, holding({ plan: "core", installed: { installed_version: "2.0.0", previous_version: null } }))
    expect(installed).toMatchObject({ button_state: "Installed", installed_version: "2.0.0", reinstall: true, revertable: false })

    const minor = moduleState(facts, holding({ plan: "core", installed: { installed_version: "1.2.0", previous_version: null } }))
    expect(minor).toMatchObject({ button_state: "Upgrade Module", upgradeable: true, upgradeable_type: "major" })
    const minorOnly = moduleState(
      { ...facts, versions: facts.versions.slice(0, 3) },
      holding({ plan: "core", installed: { installed_version: "1.2.0", previous_version: null } })
    )
    expect(minorOnly).toMatchObject({ button_state: "Upgrade Module", upgradeable_type: "minor", current_version: "1.10.0" })

    const upgraded = moduleState(facts, holding({ plan: "core", installed: { installed_version: "2.0.0", previous_version: "1.2.0" } }))
    expect(upgraded).toMatchObject({ button_state: "Revert Module", revertable: true, upgradeable: false })

    const reverted = moduleState(facts, holding({ plan: "core", installed: { installed_version: "1.2.0", previous_version: "2.0.0" } }))
    expect(reverted).toMatchObject({ button_state: "Upgrade Module", revertable: false, upgradeable: true })
  })

  it("collects required files of the versions after the installed one up to the target", () => {
    expect(requiredPaths(facts, "---", "2.0.0")).toEqual(["css/a.css", "css/b.css", "css/c.css"])
    expect(requiredPaths(facts, "1.2.0", "1.10.0")).toEqual(["css/b.css"])
    expect(requiredPaths(facts, "2.0.0", "2.0.0")).toEqual([])
  })
})
