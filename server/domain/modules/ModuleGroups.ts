// Installing a module group: one durable batch with a 'module-install' job per member module still to
// install (or with an upgrade due), run by the BatchWorker (spec 2 section 7). Modules already current
// get no job, so starting the group again after a partial failure ("Retry failed") retries only the
// failed ones. Asked to, a job first installs the theme files its module needs (the group's members
// list them), so a module refused for missing files can be installed as part of the group.
// The member view tells each module's state: installed, pending (with the files it needs), failed in the
// group's last batch (with the reason the CRM or the checks gave), or locked by the plan.
import { Effect, Option } from "effect"

import { Conflict, Forbidden, NotFound, StatusCode } from "#contract/errors.ts"
import type { AccessTier, Module, ModuleGroup, ModuleGroupMember } from "#contract/module.ts"
import type { FileResolution } from "#contract/overwrite.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo, type ClaimedJob, type JobOutcomeRow } from "../../db/repos/BatchRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { describeJobFailure, JobFailure, jobStarter } from "../batches/jobFailure.ts"
import { PortalFiles } from "../files/PortalFiles.ts"
import { NOT_FOUND } from "../messages.ts"
import { batchJob, resolutionsIn } from "../overwrite/OverwriteGuard.ts"
import { scopeFor } from "../policy/Policy.ts"
import { UserView } from "../users/UserView.ts"
import { ModuleCatalog } from "./ModuleCatalog.ts"
import { BUY_FIRST, ModuleInstaller } from "./ModuleInstaller.ts"
import type { ModuleFacts } from "./moduleState.ts"
import { NOT_INSTALLED } from "./semver.ts"

export const MODULE_INSTALL = "module-install"
/** A job's reason when the portal's CRM grant is gone: what the editor's banner says, not the CRM's wording. */
const RECONNECT_FIRST = "This portal must be reconnected to the CRM. Reconnect it, then retry."
export const GROUP_ALREADY_INSTALLED = "Every module of this group is already installed."

const TIER_LABELS: Record<AccessTier, string> = { free: "Free", lite: "Core", pro: "PRO" }
/** Why a locked member cannot be installed: the plan tier that unlocks it. */
export const needsTier = (tier: AccessTier) => `Needs ${TIER_LABELS[tier]}`

export interface ModuleInstallPayload {
  readonly module: string
  readonly portal: number
  /** Install the theme files the module needs first. */
  readonly with_files?: boolean
}

const isInstallPayload = (payload: unknown): payload is ModuleInstallPayload =>
  typeof payload === "object" &&
  payload !== null &&
  typeof (payload as { module?: unknown }).module === "string" &&
  typeof (payload as { portal?: unknown }).portal === "number"

/** A module the group install still has work for: not installed, or an upgrade is due. */
const due = (state: Module) => state.pad_lock === null && (!state.installed || state.upgradeable)

export class ModuleGroups extends Effect.Service<ModuleGroups>()("server/domain/ModuleGroups", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo
    const installer = yield* ModuleInstaller
    const portalFiles = yield* PortalFiles
    const batches = yield* BatchRepo
    const users = yield* UserView
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    /** The modules of these keys with their facts and how the portal sees them. */
    const statesOf = (portal: PortalContextRow, keys: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const rows = yield* catalogue.findByKeys([...new Set(keys)])
        const facts = yield* catalog.factsOf(rows)
        const states = yield* catalog.view(portal, facts)
        return new Map(facts.map((fact, index) => [fact.key, { facts: fact, state: states[index]! }] as const))
      })

    /** Each member's state; `failures` are the errors of the group's last finished batch by module key. */
    const membersOf = (
      portal: PortalContextRow,
      keys: ReadonlyArray<string>,
      known: ReadonlyMap<string, { readonly facts: ModuleFacts; readonly state: Module }>,
      failures: ReadonlyMap<string, string>
    ) =>
      Effect.forEach(
        keys.filter((key) => known.has(key)),
        (key) =>
          Effect.gen(function* () {
            const { facts, state } = known.get(key)!
            const base = {
              key,
              name: state.name,
              pad_lock: state.pad_lock,
              installed_version: state.installed ? state.installed_version : null
            }
            if (state.pad_lock !== null) {
              return { ...base, status: "locked", reason: needsTier(state.pad_lock), required_files: [] } satisfies ModuleGroupMember
            }
            if (state.installed && !state.upgradeable)
              return { ...base, status: "installed", reason: null, required_files: [] } satisfies ModuleGroupMember
            const files = yield* installer.missingFiles(portal, facts, state.installed_version, state.current_version)
            // Not current (not installed, or its upgrade is due) after a failed job: the failure is the truth,
            // even when an older version is still installed.
            const failure = failures.get(key)
            if (failure !== undefined)
              return { ...base, status: "failed", reason: failure, required_files: files } satisfies ModuleGroupMember
            return {
              ...base,
              status: state.installed ? "installed" : "pending",
              reason: null,
              required_files: files
            } satisfies ModuleGroupMember
          })
      )

    /** The portal's groups (as the catalogue gives them) with each member's state. */
    const groups = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), portalId)
        const list = yield* catalog.groups(scopeFor(user), portalId)
        const known = yield* statesOf(
          portal,
          list.flatMap((group) => group.module_keys)
        )
        const finished = yield* batches.latestFinishedFor(
          portal.id,
          list.map((group) => group.key)
        )
        return yield* Effect.forEach(list, (group): Effect.Effect<ModuleGroup> => {
          const last = finished.find((batch) => batch.reference === group.key)
          const jobs: ReadonlyArray<JobOutcomeRow> = Array.isArray(last?.result) ? (last.result as ReadonlyArray<JobOutcomeRow>) : []
          const failures = new Map(
            jobs.flatMap((job) =>
              job.status === "failed" && isInstallPayload(job.payload)
                ? [[job.payload.module, job.error ?? "The install failed."] as const]
                : []
            )
          )
          return Effect.map(membersOf(portal, group.module_keys, known, failures), (members) => ({ ...group, members }))
        })
      })

    /** Starts (or returns the unfinished) batch installing the group's modules that still need it. */
    const installGroup = (
      user: User,
      request: { readonly group: string; readonly portal: number; readonly with_files?: boolean | undefined }
    ) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), request.portal)
        const list = yield* catalog.groups(scopeFor(user), request.portal)
        const group = list.find((candidate) => candidate.key === request.group)
        if (group === undefined) return yield* new NotFound({ message: NOT_FOUND })
        // Refused before any job exists, so a locked module never leaves a half-installed group.
        if (!group.is_available) return yield* new Forbidden({ message: BUY_FIRST })
        if (group.batch_id !== null) return group.batch_id
        const known = yield* statesOf(portal, group.module_keys)
        // Done modules get no job: a second start (Retry failed) never redoes them.
        const modules = group.module_keys.filter((key) => {
          const entry = known.get(key)
          return entry === undefined || due(entry.state)
        })
        if (modules.length === 0) return yield* new Conflict({ message: GROUP_ALREADY_INSTALLED })
        const withFiles = request.with_files === true
        const payloads: Array<ModuleInstallPayload> = modules.map((module) =>
          withFiles ? { module, portal: request.portal, with_files: true } : { module, portal: request.portal }
        )
        // The batch and its activity entry commit together; each module's install logs its own entry.
        return yield* transaction.run(
          Effect.gen(function* () {
            const id = yield* batches.create(
              { kind: MODULE_INSTALL, portalId: request.portal, reference: group.key, createdBy: user.id },
              payloads
            )
            yield* activity.record({
              event: "module-group.install-started",
              causer: userRef(user.id),
              subject: { id: request.portal, type: SubjectType.Portal },
              properties: { group: group.key, batch_id: id, modules, with_files: withFiles }
            })
            return id
          })
        )
      })

    /** The theme files the module needs, added or updated in the portal (each logs its own entry). */
    const installFiles = (
      user: User,
      portal: PortalContextRow,
      facts: ModuleFacts,
      state: Module,
      resolutions?: ReadonlyArray<FileResolution>
    ) =>
      Effect.gen(function* () {
        const missing = yield* installer.missingFiles(portal, facts, state.installed_version, state.current_version)
        // A file the catalogue lacks cannot be added: the module's install then says which one.
        const addable = missing.filter((file) => file.version !== NOT_INSTALLED)
        if (addable.length === 0) return
        const held = yield* portalFiles.list(user, portal.id)
        yield* Effect.forEach(
          addable,
          (file) => {
            const holding = held.find((entry) => entry.path === file.path)
            const action = { file: file.path, portal: portal.id, resolutions }
            return holding?.installed === true ? portalFiles.upgrade(user, action, batchJob) : portalFiles.install(user, action, batchJob)
          },
          { discard: true }
        )
      })

    /** One job: install, upgrade when due, or nothing when already current — as the user who started the batch. */
    const runInstallJob = (job: ClaimedJob): Effect.Effect<"installed" | "upgraded" | "skipped", JobFailure> =>
      Effect.gen(function* () {
        if (!isInstallPayload(job.payload)) return yield* Effect.fail("Malformed module-install job.")
        const user = yield* jobStarter(job.created_by, users.byId)
        // A layout apply's job carries the choices the user made for files the portal holds edited.
        const resolutions = resolutionsIn(job.payload)
        const action = { module: job.payload.module, portal: job.payload.portal, resolutions }
        const portal = yield* catalog.portalFor(scopeFor(user), action.portal)
        const row = yield* catalogue.findByKey(action.module)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        const [facts] = yield* catalog.factsOf([row.value])
        const [state] = yield* catalog.view(portal, [facts!])
        if (state === undefined) return yield* new NotFound({ message: NOT_FOUND })
        if (state.installed && !state.upgradeable) return "skipped" as const
        if (job.payload.with_files === true && state.pad_lock === null) yield* installFiles(user, portal, facts!, state, resolutions)
        if (state.upgradeable) {
          // Starting the group install is the user's explicit consent to the major upgrades it brings.
          yield* installer.upgrade(user, { ...action, confirm: "upgrade" }, batchJob)
          return "upgraded" as const
        }
        yield* installer.install(user, action, batchJob)
        return "installed" as const
      }).pipe(
        Effect.mapError((error) =>
          typeof error === "object" && error !== null && (error as { status_code?: unknown }).status_code === StatusCode.CrmReconnect
            ? new JobFailure({ message: RECONNECT_FIRST, retryable: false })
            : describeJobFailure(error)
        )
      )

    return { groups, installGroup, runInstallJob } as const
  })
}) {}
