// Installing, upgrading and reverting a module in a portal: the checks of spec 2 sections 4 and 5,
// the module's files written to the portal's CRM design manager, then the versions recorded together
// with the activity-log entry. Nothing is recorded when the CRM refuses the files.
import { Effect, Option } from "effect"

import { Conflict, Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { RequiredFile } from "#contract/module.ts"
import type { FileResolution } from "#contract/overwrite.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { ModuleRepo, type PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { NOT_FOUND, NOTHING_TO_REVERT } from "../messages.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import { choicesRecord, type GuardOptions, OverwriteGuard, type PlannedWrite } from "../overwrite/OverwriteGuard.ts"
import { scopeFor } from "../policy/Policy.ts"
import { ModuleCatalog } from "./ModuleCatalog.ts"
import { type ModuleFacts, requiredPaths } from "./moduleState.ts"
import { morePermissions, PortalCrm } from "./PortalCrm.ts"
import { compareVersions, newestFirst, NOT_INSTALLED } from "./semver.ts"

export { NOTHING_TO_REVERT }

export const BUY_FIRST = "Buy this module first."
export const FILE_UPDATES_REQUIRED = "File updates required"
export const TYPE_UPGRADE = 'You must type "upgrade" to proceed.'
export const UPGRADE_INSTEAD = "This module is already installed. Upgrade it instead."
export const INSTALL_FIRST = "Install this module first."
export const ALREADY_CURRENT = "This module is already at the latest version."

export interface ModuleAction {
  readonly module: string
  readonly portal: number
  readonly confirm?: string | undefined
  /** The user's choice per file the portal holds edited (overwrite review). */
  readonly resolutions?: ReadonlyArray<FileResolution> | undefined
}

type Kind = "install" | "upgrade" | "revert" | "restore"
const events: Record<Kind, string> = {
  install: "module.installed",
  upgrade: "module.upgraded",
  revert: "module.reverted",
  restore: "module.restored"
}
const historyLabels: Record<Kind, string> = { install: "Installed", upgrade: "Upgraded", revert: "Reverted", restore: "Restored" }

/** The portal already holds the version a history entry would restore. */
const alreadyAt = (name: string, version: string) => `This portal already has ${name} ${version}.`
/** A history entry names a version the catalogue no longer offers. */
const versionGone = (name: string, version: string) => `${name} ${version} is no longer in the catalogue.`

export class ModuleInstaller extends Effect.Service<ModuleInstaller>()("server/domain/ModuleInstaller", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo
    const holdings = yield* ModuleRepo
    const portalCrm = yield* PortalCrm
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const transaction = yield* Transaction
    const overwrite = yield* OverwriteGuard

    /** The portal (visible to the caller), the module's facts and how the portal sees it now. */
    const load = (user: User, action: ModuleAction) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), action.portal)
        const row = yield* catalogue.findByKey(action.module)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        const [facts] = yield* catalog.factsOf([row.value])
        const [state] = yield* catalog.view(portal, [facts!])
        return { portal, facts: facts!, state: state! }
      })

    /** Theme files the versions after `from` up to `to` need that the portal lacks at their newest version. */
    const missingFiles = (portal: PortalContextRow, facts: ModuleFacts, from: string, to: string) =>
      Effect.gen(function* () {
        const paths = requiredPaths(facts, from, to)
        const versions = yield* catalogue.themeFileVersions(paths)
        const held = yield* holdings.fileVersions(portal.id, [...new Set(versions.map((version) => version.id))])
        return paths.flatMap((path): Array<RequiredFile> => {
          const newest = newestFirst(versions.filter((version) => version.path === path))[0]
          if (newest === undefined) return [{ path, name: path.slice(path.lastIndexOf("/") + 1), version: NOT_INSTALLED }]
          const have = held.find((file) => file.theme_file_id === newest.id)
          return have !== undefined && compareVersions(have.installed_version, newest.version) >= 0
            ? []
            : [{ path, name: newest.name, version: newest.version }]
        })
      })

    const checkFiles = (user: User, action: ModuleAction) =>
      Effect.gen(function* () {
        const { facts, portal, state } = yield* load(user, action)
        return yield* missingFiles(portal, facts, state.installed_version, state.current_version)
      })

    /**
     * The checks and the target: which version the action puts in the portal and the files it writes there.
     * The overwrite review plans the same way without the typed confirmation a major upgrade asks for and without
     * the theme files it needs: the action itself still asks for both, and a layout or group adds the files first.
     */
    const plan = (user: User, action: ModuleAction, kind: Kind, restoreTo?: string, review = false) =>
      Effect.gen(function* () {
        const { facts, portal, state } = yield* load(user, action)
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        if (state.pad_lock !== null) return yield* new Forbidden({ message: BUY_FIRST })
        const previous = (yield* holdings.installed(portal.id, [facts.id]))[0]?.previous_version ?? null

        let target: string
        let kept: string | null
        if (kind === "install") {
          if (state.upgradeable) return yield* new Conflict({ message: UPGRADE_INSTEAD })
          // A reinstall rewrites the current files and keeps the version it could revert to.
          target = state.current_version
          kept = state.installed ? previous : null
        } else if (kind === "upgrade") {
          if (!state.installed) return yield* new Conflict({ message: INSTALL_FIRST })
          if (!state.upgradeable) return yield* new Conflict({ message: ALREADY_CURRENT })
          if (state.upgradeable_type === "major" && !review && action.confirm?.trim() !== "upgrade") {
            return yield* Unprocessable.field("confirm", TYPE_UPGRADE)
          }
          target = state.current_version
          kept = state.installed_version
        } else if (kind === "revert") {
          if (!state.revertable || previous === null) return yield* new Conflict({ message: NOTHING_TO_REVERT })
          target = previous
          kept = state.installed_version
        } else {
          // A history entry's version, put back whatever the portal holds now (older or newer).
          if (restoreTo === undefined || !(yield* catalogue.versionsOf([facts.id])).some((row) => row.version === restoreTo)) {
            return yield* new NotFound({ message: versionGone(facts.name, restoreTo ?? "") })
          }
          if (state.installed && compareVersions(state.installed_version, restoreTo) === 0) {
            return yield* new Conflict({ message: alreadyAt(facts.name, restoreTo) })
          }
          target = restoreTo
          kept = state.installed ? state.installed_version : null
        }

        if (!review && kind !== "revert" && compareVersions(target, state.installed_version) > 0) {
          const missing = yield* missingFiles(portal, facts, state.installed_version, target)
          if (missing.length > 0) {
            return yield* Unprocessable.field(
              "module",
              `${FILE_UPDATES_REQUIRED}: ${missing.map((file) => `${file.path} (${file.version})`).join(", ")}`
            )
          }
        }
        if (facts.is_hub_db && !portal.scopes.includes("hubdb")) return yield* morePermissions(["hubdb"])

        const version = (yield* catalogue.versionsOf([facts.id])).find((row) => row.version === target)
        if (version === undefined) return yield* new NotFound({ message: NOT_FOUND })
        const folder = `${portal.custom_installation}/modules/${facts.key}.module`
        const writes = version.files.map((file): PlannedWrite => ({
          folder,
          name: file.name,
          content: file.content,
          kind: "module",
          owner_key: facts.key,
          owner_name: facts.name,
          incoming_version: target
        }))
        return { portal, facts, state, target, kept, writes }
      })

    /**
     * Checks, writes the target version's files to the CRM (as the user chose for files the portal holds edited),
     * then records versions and activity. A kept file still leaves the module recorded at the target version.
     */
    const apply = (user: User, action: ModuleAction, kind: Kind, restoreTo?: string, options?: GuardOptions) =>
      Effect.gen(function* () {
        const { facts, kept, portal, state, target, writes } = yield* plan(user, action, kind, restoreTo)
        const token = yield* portalCrm.accessToken(portal)
        const guarded = yield* overwrite.guard(portal, token, writes, action.resolutions, options)
        yield* Effect.forEach(guarded.writes, (write) => portalCrm.writeFiles(token, write.folder, [write]), { discard: true })
        const chosen = choicesRecord(guarded.choices)

        yield* transaction.run(
          Effect.gen(function* () {
            yield* holdings.recordInstall(portal.id, facts.id, target, kept)
            yield* activity.record({
              event: events[kind],
              causer: userRef(user.id),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties: { module: facts.key, version: target, previous_version: state.installed_version, ...chosen }
            })
            yield* history.insert({
              portalId: portal.id,
              name: `${facts.name} ${target}`,
              statusLabel: historyLabels[kind],
              payload: { module: facts.key, version: target, previous_version: state.installed_version, ...chosen },
              createdBy: user.id
            })
          })
        )
        const [after] = yield* catalog.view(portal, [facts])
        return after!
      })

    return {
      checkFiles,
      missingFiles,
      /** What the action would write, after the same checks it makes (the overwrite review's plan). */
      plan: (user: User, action: ModuleAction, kind: Kind, restoreTo?: string) => plan(user, action, kind, restoreTo, true),
      install: (user: User, action: ModuleAction, options?: GuardOptions) => apply(user, action, "install", undefined, options),
      upgrade: (user: User, action: ModuleAction, options?: GuardOptions) => apply(user, action, "upgrade", undefined, options),
      revert: (user: User, action: ModuleAction) => apply(user, action, "revert"),
      /** Puts the module back to `version` (a history entry's), older or newer than what is installed. */
      restore: (user: User, action: ModuleAction, version: string) => apply(user, action, "restore", version)
    } as const
  })
}) {}
