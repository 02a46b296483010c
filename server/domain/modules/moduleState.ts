// How a module looks from one portal (spec 2 section 4, "Module button"): availability by plan,
// padlock, button, upgrade and revert flags. Pure, so every transition is unit-tested.
import type { AccessTier, ChangeLogEntry, Module, ModuleButtonState } from "#contract/module.ts"
import type { PortalPlan } from "#contract/portal.ts"

import { compareVersions, majorOf, newestFirst, NOT_INSTALLED } from "./semver.ts"

/** Tiers each portal plan gives without a credit: free → free; core and stack → free and lite; pro → all. */
const tiersOf: Record<PortalPlan, ReadonlyArray<AccessTier>> = {
  free: ["free"],
  core: ["free", "lite"],
  stack: ["free", "lite"],
  pro: ["free", "lite", "pro"]
}

export const planGives = (plan: PortalPlan, tier: AccessTier): boolean => tiersOf[plan].includes(tier)

export interface ModuleFacts {
  readonly id: number
  readonly key: string
  readonly name: string
  readonly module_category: 1 | 2 | 3
  readonly access: AccessTier
  readonly is_global: boolean
  readonly is_hub_db: boolean
  readonly test_module: boolean
  readonly versions: ReadonlyArray<{ readonly version: string; readonly message: string; readonly requires: ReadonlyArray<string> }>
}

export interface PortalHolding {
  readonly plan: PortalPlan
  /** null when the portal does not have the module installed. */
  readonly installed: { readonly installed_version: string; readonly previous_version: string | null } | null
  readonly purchased: boolean
}

export const currentVersionOf = (facts: ModuleFacts): string => newestFirst(facts.versions)[0]?.version ?? "0.0.0"

export const moduleState = (facts: ModuleFacts, holding: PortalHolding): Module => {
  const changeLog: Array<ChangeLogEntry> = newestFirst(facts.versions).map((entry) => ({
    ver: entry.version,
    message: entry.message,
    requires: [...entry.requires]
  }))
  const current = changeLog[0]?.ver ?? "0.0.0"
  const isAvailable = planGives(holding.plan, facts.access)
  const usable = isAvailable || holding.purchased
  const installedVersion = holding.installed?.installed_version ?? NOT_INSTALLED
  const previous = holding.installed?.previous_version ?? null
  const installed = holding.installed !== null
  const upgradeable = installed && compareVersions(installedVersion, current) < 0
  // Revertable only while an older version is kept: after a revert the kept one is newer.
  const revertable = installed && previous !== null && compareVersions(previous, installedVersion) < 0
  const button: ModuleButtonState = !installed
    ? usable
      ? "Install"
      : "Buy & Install"
    : upgradeable
      ? "Upgrade Module"
      : revertable
        ? "Revert Module"
        : "Installed"
  return {
    module_id: facts.id,
    key: facts.key,
    name: facts.name,
    module_category: facts.module_category,
    access: facts.access,
    current_version: current,
    installed_version: installedVersion,
    installed,
    purchased: holding.purchased,
    global: facts.is_global,
    override_global: false,
    button_state: button,
    pad_lock: usable ? null : facts.access,
    revertable,
    upgradeable,
    upgradeable_type: upgradeable ? (majorOf(current) > majorOf(installedVersion) ? "major" : "minor") : null,
    // Installed at the newest version: installing again rewrites the same files.
    reinstall: installed && !upgradeable,
    is_available: isAvailable,
    is_hub_db: facts.is_hub_db,
    change_log: changeLog,
    test_module: facts.test_module
  }
}

/** Theme file paths required by the versions newer than `installedVersion` up to `targetVersion`. */
export const requiredPaths = (facts: ModuleFacts, installedVersion: string, targetVersion: string): ReadonlyArray<string> => {
  const paths = new Set<string>()
  for (const entry of facts.versions) {
    if (compareVersions(entry.version, installedVersion) > 0 && compareVersions(entry.version, targetVersion) <= 0) {
      entry.requires.forEach((path) => paths.add(path))
    }
  }
  return [...paths].sort()
}
