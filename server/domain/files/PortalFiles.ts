// A portal's theme files (spec 2 sections 4 and 7, file service): list, add, update, update all,
// revert and diff. Each file is written to `{custom_installation}/{path}` in the portal's CRM design
// manager first; the new version and the activity-log entry are then saved together, so a CRM failure
// leaves the old state intact. Authorization is the module calls' rule: the portal must be visible to
// the caller and its agency not suspended.
import { Effect } from "effect"

import { Conflict, Forbidden, NotFound } from "#contract/errors.ts"
import type { FileResolution } from "#contract/overwrite.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import type { CrmAuth } from "../../integrations/crm/index.ts"
import { unifiedDiff } from "../../lib/unifiedDiff.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { NOT_FOUND, NOTHING_TO_REVERT } from "../messages.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import {
  choicesRecord,
  type GuardOptions,
  OverwriteGuard,
  pathOf,
  type PlannedWrite,
  type RecordedChoice
} from "../overwrite/OverwriteGuard.ts"
import { scopeFor } from "../policy/Policy.ts"
import { type FileFacts, fileState, groupFacts } from "./fileState.ts"

export { NOTHING_TO_REVERT }

export const ALREADY_ADDED = "This file is already added."
export const ADD_FIRST = "Add this file first."
export const FILE_CURRENT = "This file is already at the latest version."

type FileKind = "install" | "upgrade" | "revert"
type Kind = FileKind
const events: Record<Kind, string> = { install: "file.installed", upgrade: "file.upgraded", revert: "file.reverted" }
const historyLabels: Record<Kind, string> = { install: "Installed", upgrade: "Upgraded", revert: "Reverted" }

/** A file action: the HTTP payload, or a batch job's (whose resolutions cover the whole batch). */
interface FileAction {
  readonly file: string
  readonly portal: number
  readonly resolutions?: ReadonlyArray<FileResolution> | undefined
}

/** One file's write as planned: the catalogue file, the version it goes to and the one it keeps to revert to. */
interface FilePlan {
  readonly file: FileFacts
  readonly state: ReturnType<typeof fileState>
  readonly kept: string | null
  readonly target: string
  readonly kind: Kind
  readonly write: PlannedWrite & { readonly theme_file_id: number }
}

export class PortalFiles extends Effect.Service<PortalFiles>()("server/domain/PortalFiles", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const files = yield* FileRepo
    const portalCrm = yield* PortalCrm
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const history = yield* HistoryRepo
    const overwrite = yield* OverwriteGuard

    /** The visible portal, every catalogue file and what the portal holds of them. */
    const load = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), portalId)
        const facts = groupFacts(yield* files.catalogue)
        const held = yield* files.held(portal.id)
        const holdingOf = (file: FileFacts) => held.find((row) => row.theme_file_id === file.id)
        return { portal, facts, holdingOf }
      })

    const list = (user: User, portalId: number) =>
      Effect.map(load(user, portalId), ({ facts, holdingOf }) => facts.map((file) => fileState(file, holdingOf(file))))

    const writeable = (portal: PortalContextRow) =>
      portal.agency_status === "suspend" ? Effect.fail(new Forbidden({ message: AGENCY_SUSPENDED })) : Effect.void

    /** The file's target version as a write into the portal's CRM folder. */
    const planOf = (
      portal: PortalContextRow,
      file: FileFacts,
      state: ReturnType<typeof fileState>,
      kept: string | null,
      target: string,
      kind: Kind
    ) =>
      Effect.gen(function* () {
        const version = file.versions.find((entry) => entry.version === target)
        if (version === undefined) return yield* new NotFound({ message: NOT_FOUND })
        const folder = file.parent_path === "" ? portal.custom_installation : `${portal.custom_installation}/${file.parent_path}`
        const write = {
          folder,
          name: file.name,
          content: version.content,
          kind: "theme-file" as const,
          owner_key: file.path,
          owner_name: file.name,
          incoming_version: target,
          theme_file_id: file.id
        }
        return { file, state, kept, target, kind, write } satisfies FilePlan
      })

    /**
     * Writes the file as the user chose (nothing when they kept the portal's), then records the target version with
     * the activity entry; a choice also goes to the portal's History, where the overwrite decisions are read.
     */
    const record = (
      user: User,
      portal: PortalContextRow,
      token: CrmAuth,
      plan: FilePlan,
      write: PlannedWrite | undefined,
      choices: ReadonlyArray<RecordedChoice>
    ) =>
      Effect.gen(function* () {
        if (write !== undefined) yield* portalCrm.writeFiles(token, write.folder, [write])
        const chosen = choicesRecord(choices)
        const properties = { file: plan.file.path, version: plan.target, previous_version: plan.state.hubspot_version, ...chosen }
        yield* transaction.run(
          Effect.gen(function* () {
            yield* files.recordInstall(portal.id, plan.file.id, plan.target, plan.kept)
            yield* activity.record({
              event: events[plan.kind],
              causer: userRef(user.id),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties
            })
            // Every theme file change is in the portal's History, as module changes are.
            yield* history.insert({
              portalId: portal.id,
              name: `${plan.file.name} ${plan.target}`,
              statusLabel: historyLabels[plan.kind],
              payload: properties,
              createdBy: user.id
            })
          })
        )
      })

    /** Runs the overwrite review over the plans' writes, then writes and records each in order. */
    const applyAll = (
      user: User,
      portal: PortalContextRow,
      plans: ReadonlyArray<FilePlan>,
      resolutions: ReadonlyArray<FileResolution> | undefined,
      options?: GuardOptions
    ) =>
      Effect.gen(function* () {
        if (plans.length === 0) return
        const token = yield* portalCrm.accessToken(portal)
        const guarded = yield* overwrite.guard(
          portal,
          token,
          plans.map((plan) => plan.write),
          resolutions,
          options
        )
        yield* Effect.forEach(
          plans,
          (plan) => {
            const path = pathOf(plan.write)
            const write = guarded.writes.find((entry) => pathOf(entry) === path)
            return record(
              user,
              portal,
              token,
              plan,
              write,
              guarded.choices.filter((choice) => choice.path === path)
            )
          },
          { discard: true }
        )
      })

    /** The checks of one file action and what it would write. */
    const planAct = (user: User, payload: { readonly file: string; readonly portal: number }, kind: Kind) =>
      Effect.gen(function* () {
        const { facts, holdingOf, portal } = yield* load(user, payload.portal)
        yield* writeable(portal)
        const file = facts.find((entry) => entry.path === payload.file)
        if (file === undefined) return yield* new NotFound({ message: NOT_FOUND })
        const holding = holdingOf(file)
        const state = fileState(file, holding)
        let target: string
        let kept: string | null
        if (kind === "install") {
          if (state.installed) return yield* new Conflict({ message: ALREADY_ADDED })
          target = state.current_version
          kept = null
        } else if (kind === "upgrade") {
          if (!state.installed) return yield* new Conflict({ message: ADD_FIRST })
          if (!state.upgradeable) return yield* new Conflict({ message: FILE_CURRENT })
          target = state.current_version
          kept = state.hubspot_version
        } else {
          const previous = holding?.previous_version ?? null
          if (!state.revertable || previous === null) return yield* new Conflict({ message: NOTHING_TO_REVERT })
          target = previous
          kept = state.hubspot_version
        }
        return { portal, plan: yield* planOf(portal, file, state, kept, target, kind) }
      })

    const act = (user: User, payload: FileAction, kind: Kind, options?: GuardOptions) =>
      Effect.gen(function* () {
        const { plan, portal } = yield* planAct(user, payload, kind)
        yield* applyAll(user, portal, [plan], payload.resolutions, options)
        return fileState(plan.file, { theme_file_id: plan.file.id, installed_version: plan.target, previous_version: plan.kept })
      })

    /** What "Update all" would write: every upgradeable file, in path order. */
    const planAll = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const { facts, holdingOf, portal } = yield* load(user, portalId)
        yield* writeable(portal)
        const due = facts.filter((file) => fileState(file, holdingOf(file)).upgradeable)
        const plans = yield* Effect.forEach(due, (file) => {
          const state = fileState(file, holdingOf(file))
          return planOf(portal, file, state, state.hubspot_version, state.current_version, "upgrade")
        })
        return { portal, plans }
      })

    /**
     * Updates every upgradeable file in path order; each saved as soon as the CRM holds it. The overwrite review
     * covers all of them before the first is written.
     */
    const upgradeAll = (user: User, portalId: number, resolutions?: ReadonlyArray<FileResolution>) =>
      Effect.gen(function* () {
        const { plans, portal } = yield* planAll(user, portalId)
        yield* applyAll(user, portal, plans, resolutions)
        return yield* list(user, portalId)
      })

    const diff = (user: User, portalId: number, path: string) =>
      Effect.gen(function* () {
        const { facts, holdingOf } = yield* load(user, portalId)
        const file = facts.find((entry) => entry.path === path)
        if (file === undefined) return yield* new NotFound({ message: NOT_FOUND })
        const state = fileState(file, holdingOf(file))
        const contentOf = (version: string) => file.versions.find((entry) => entry.version === version)?.content ?? ""
        return {
          path: file.path,
          installed: state.hubspot_version,
          current: state.current_version,
          diff: unifiedDiff(file.path, contentOf(state.hubspot_version), contentOf(state.current_version))
        }
      })

    return {
      list,
      /** What a file action would write, after the same checks (the overwrite review's plan). */
      planAct: (user: User, payload: { readonly file: string; readonly portal: number }, kind: Kind) =>
        Effect.map(planAct(user, payload, kind), ({ plan }) => plan.write),
      /** What "Update all" would write. */
      planAll: (user: User, portalId: number) => Effect.map(planAll(user, portalId), ({ plans }) => plans.map((plan) => plan.write)),
      install: (user: User, payload: FileAction, options?: GuardOptions) => act(user, payload, "install", options),
      upgrade: (user: User, payload: FileAction, options?: GuardOptions) => act(user, payload, "upgrade", options),
      revert: (user: User, payload: FileAction, options?: GuardOptions) => act(user, payload, "revert", options),
      upgradeAll,
      diff
    } as const
  })
}) {}
