// getModuleDiff (spec 2 section 7): a unified diff of every file of a module between the version the
// portal has installed and the current one. A module not installed diffs against nothing.
import { Effect, Option } from "effect"

import { NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { unifiedDiff } from "../../lib/unifiedDiff.ts"
import { NOT_FOUND } from "../messages.ts"
import { scopeFor } from "../policy/Policy.ts"
import { ModuleCatalog } from "./ModuleCatalog.ts"

export class ModuleDiff extends Effect.Service<ModuleDiff>()("server/domain/ModuleDiff", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo

    const diff = (user: User, key: string, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), portalId)
        const row = yield* catalogue.findByKey(key)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        const [facts] = yield* catalog.factsOf([row.value])
        const [state] = yield* catalog.view(portal, [facts!])
        const versions = yield* catalogue.versionsOf([row.value.id])
        const filesOf = (version: string) => versions.find((entry) => entry.version === version)?.files ?? []
        const before = filesOf(state!.installed_version)
        const after = filesOf(state!.current_version)
        const names = [...new Set([...before, ...after].map((file) => file.name))].sort()
        const contentIn = (files: typeof before, name: string) => files.find((file) => file.name === name)?.content ?? ""
        const text = names.map((name) => unifiedDiff(`${key}.module/${name}`, contentIn(before, name), contentIn(after, name))).join("")
        return { key, installed: state!.installed_version, current: state!.current_version, diff: text }
      })

    return { diff } as const
  })
}) {}
