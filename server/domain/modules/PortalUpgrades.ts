// The editor bar's red dots (spec 1 section 2): how many installed modules (released and under test)
// and installed theme files of a portal have an upgrade waiting. Counted from the same views the
// Modules and Files drawers show, so a dot and a drawer's 'Upgrade Module' / 'Update' never disagree.
import { Effect } from "effect"

import type { UpgradeSummary } from "#contract/module-api.ts"
import type { User } from "#contract/user.ts"

import { PortalFiles } from "../files/PortalFiles.ts"
import { scopeFor } from "../policy/Policy.ts"
import { ModuleCatalog } from "./ModuleCatalog.ts"

/** The catalogue holds tens of modules: one page covers every one of them. */
const WHOLE_CATALOGUE = 1000

export class PortalUpgrades extends Effect.Service<PortalUpgrades>()("server/domain/PortalUpgrades", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const files = yield* PortalFiles

    /** 404 when the portal does not exist; 403 when it lies outside the caller's scope. */
    const summary = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const scope = scopeFor(user)
        const portal = yield* catalog.portalFor(scope, portalId)
        const upgradeable = (type: "modules" | "test-module") =>
          catalog.list(scope, { portal: portal.id, limit: WHOLE_CATALOGUE, type }).pipe(
            // The default sort is always valid; any other failure here is a defect.
            Effect.catchTag("Unprocessable", (error) => Effect.die(error)),
            Effect.map(({ data }) => data.filter((module) => module.upgradeable).length)
          )
        const modules = (yield* upgradeable("modules")) + (yield* upgradeable("test-module"))
        const themeFiles = (yield* files.list(user, portal.id)).filter((file) => file.upgradeable).length
        return { modules, files: themeFiles } satisfies UpgradeSummary
      })

    return { summary } as const
  })
}) {}
