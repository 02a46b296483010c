// Installing a module group: one durable batch with a 'module-install' job per member module, run by
// the BatchWorker (spec 2 section 7). Each job installs its module, upgrades it when an upgrade is
// due, or skips it when the portal already holds the current version.
import { Effect, Option } from "effect"
import { Forbidden, NotFound } from "../../../src/shared/api/contract/errors.ts"
import type { User } from "../../../src/shared/api/contract/user.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { NOT_FOUND } from "../messages.ts"
import { scopeFor } from "../portals/PortalCatalog.ts"
import { UserView } from "../users/UserView.ts"
import { ModuleCatalog } from "./ModuleCatalog.ts"
import { BUY_FIRST, ModuleInstaller } from "./ModuleInstaller.ts"
import { describeJobFailure, type JobFailure } from "../batches/jobFailure.ts"

export const MODULE_INSTALL = "module-install"

export interface ModuleInstallPayload {
  readonly module: string
  readonly portal: number
}

const isInstallPayload = (payload: unknown): payload is ModuleInstallPayload =>
  typeof payload === "object" && payload !== null &&
  typeof (payload as { module?: unknown }).module === "string" &&
  typeof (payload as { portal?: unknown }).portal === "number"

export class ModuleGroups extends Effect.Service<ModuleGroups>()("server/domain/ModuleGroups", {
  effect: Effect.gen(function*() {
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo
    const installer = yield* ModuleInstaller
    const batches = yield* BatchRepo
    const users = yield* UserView
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    /** Starts (or returns the unfinished) batch installing the group's modules on the portal. */
    const installGroup = (user: User, request: { readonly group: string; readonly portal: number }) =>
      Effect.gen(function*() {
        const groups = yield* catalog.groups(scopeFor(user), request.portal)
        const group = groups.find((candidate) => candidate.key === request.group)
        if (group === undefined) return yield* new NotFound({ message: NOT_FOUND })
        // Refused before any job exists, so a locked module never leaves a half-installed group.
        if (!group.is_available) return yield* new Forbidden({ message: BUY_FIRST })
        if (group.batch_id !== null) return group.batch_id
        const payloads: Array<ModuleInstallPayload> = group.module_keys.map((module) => ({ module, portal: request.portal }))
        // The batch and its activity entry commit together; each module's install logs its own entry.
        return yield* transaction.run(Effect.gen(function*() {
          const id = yield* batches.create({ kind: MODULE_INSTALL, portalId: request.portal, reference: group.key, createdBy: user.id }, payloads)
          yield* activity.record({
            event: "module-group.install-started",
            causer: userRef(user.id),
            subject: { id: request.portal, type: SubjectType.Portal },
            properties: { group: group.key, batch_id: id, modules: group.module_keys }
          })
          return id
        }))
      })

    /** One job: install, upgrade when due, or nothing when already current — as the user who started the batch. */
    const runInstallJob = (job: ClaimedJob): Effect.Effect<"installed" | "upgraded" | "skipped", JobFailure> =>
      Effect.gen(function*() {
        if (!isInstallPayload(job.payload)) return yield* Effect.fail("Malformed module-install job.")
        const user = job.created_by === null ? Option.none<User>() : yield* users.byId(job.created_by)
        if (Option.isNone(user)) return yield* Effect.fail("The user who started this batch no longer exists.")
        const action = { module: job.payload.module, portal: job.payload.portal }
        const portal = yield* catalog.portalFor(scopeFor(user.value), action.portal)
        const row = yield* catalogue.findByKey(action.module)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        const [state] = yield* catalog.view(portal, yield* catalog.factsOf([row.value]))
        if (state === undefined) return yield* new NotFound({ message: NOT_FOUND })
        if (state.upgradeable) {
          // Starting the group install is the user's explicit consent to the major upgrades it brings.
          yield* installer.upgrade(user.value, { ...action, confirm: "upgrade" })
          return "upgraded" as const
        }
        if (state.installed) return "skipped" as const
        yield* installer.install(user.value, action)
        return "installed" as const
      }).pipe(Effect.mapError(describeJobFailure))

    return { installGroup, runInstallJob } as const
  })
}) {}
