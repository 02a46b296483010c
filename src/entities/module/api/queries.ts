// The modules' query keys and options. A portal's module lists sit under `["modules", "list", portalId]`
// (whatever the audience, search or filter), a module's parts under `["modules", key]`. What waits for an
// upgrade in a portal (the editor bar's dots, the upgrade screen, a version check) is its own read model,
// `["upgrades", portalId, …]`, since installs, file upgrades and theme upgrades all change it.
import type { ModuleListParams } from "@/shared/api"
import { apiQueryOptions } from "@/shared/api"

import { listModules, type ModuleAudience } from "./modules.ts"
import { getUpgradeSummary } from "./upgrades.ts"

export const moduleKeys = {
  all: ["modules"] as const,
  lists: () => ["modules", "list"] as const,
  ofPortal: (portalId: number) => ["modules", "list", portalId] as const,
  list: (portalId: number, audience: ModuleAudience, params: ModuleListParams) => ["modules", "list", portalId, audience, params] as const,
  record: (key: string) => ["modules", key] as const,
  diff: (key: string, portalId: number) => ["modules", key, "diff", portalId] as const
}

export const upgradeKeys = {
  all: ["upgrades"] as const,
  ofPortal: (portalId: number) => ["upgrades", portalId] as const,
  summary: (portalId: number) => ["upgrades", portalId, "summary"] as const,
  overview: (portalId: number) => ["upgrades", portalId, "overview"] as const,
  versionCheck: (portalId: number, version: string) => ["upgrades", portalId, "version-check", version] as const
}

/** A portal's module groups (the group install), by audience. */
export const moduleGroupKeys = {
  all: ["module-groups"] as const,
  ofPortal: (portalId: number) => ["module-groups", "list", portalId] as const,
  list: (portalId: number, audience: string) => ["module-groups", "list", portalId, audience] as const
}

export const moduleQueries = {
  list: (portalId: number, audience: ModuleAudience, params: ModuleListParams) =>
    apiQueryOptions(moduleKeys.list(portalId, audience, params), listModules(audience, params)),
  upgradeSummary: (portalId: number) => apiQueryOptions(upgradeKeys.summary(portalId), getUpgradeSummary(portalId))
}
