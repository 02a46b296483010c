// Saved layouts as a portal's setup: saving one takes what the portal holds (its installed modules and
// theme files, with versions); applying one to a portal (its own, or another of the agency) is one
// durable 'layout-apply' batch — a job per theme file to add or update, then a job per module to install
// or upgrade (with the theme files it needs). Jobs skip what the portal already holds, so a restarted
// or repeated apply never does anything twice; the transition drawer follows the batch.
import { Effect, Option } from "effect"
import { Conflict, Forbidden } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { describeJobFailure, JobFailure, jobStarter } from "../batches/jobFailure.ts"
import { PortalFiles } from "../files/PortalFiles.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { ModuleGroups } from "../modules/ModuleGroups.ts"
import { scopeFor } from "../policy/Policy.ts"
import { UserView } from "../users/UserView.ts"
import { Layouts } from "./Layouts.ts"

export const LAYOUT_APPLY = "layout-apply"
const NOTHING_TO_APPLY = "The portal already holds everything this layout names."
const EMPTY_LAYOUT = "This layout names no modules or theme files to apply."
const OTHER_AGENCY = "A layout can only be applied to a portal of its own agency."
const MODULE_WITHDRAWN = "This module is no longer in the catalogue."
const FILE_WITHDRAWN = "This theme file is no longer in the catalogue."

/** What a saved snapshot holds; the editor may save other documents, read the same way. */
interface LayoutSnapshot {
  readonly modules: ReadonlyArray<{ readonly key: string; readonly name: string; readonly version: string }>
  readonly files: ReadonlyArray<{ readonly path: string; readonly name: string; readonly version: string }>
}

interface LayoutApplyJob {
  readonly portal: number
  readonly module?: string
  readonly file?: string
  readonly with_files?: boolean
}

const stringsOf = (value: unknown, key: string): Array<string> =>
  Array.isArray(value)
    ? value.flatMap((entry) => {
      if (typeof entry === "string" && entry !== "") return [entry]
      const named = typeof entry === "object" && entry !== null ? (entry as Record<string, unknown>)[key] : undefined
      return typeof named === "string" && named !== "" ? [named] : []
    })
    : []

/** The module keys and theme file paths a layout's content names (each once, in its order). */
const layoutParts = (content: unknown): { readonly modules: ReadonlyArray<string>; readonly files: ReadonlyArray<string> } => {
  if (typeof content !== "object" || content === null || Array.isArray(content)) return { modules: [], files: [] }
  const record = content as Record<string, unknown>
  const single = typeof record.module === "string" && record.module !== "" ? [record.module] : []
  return {
    modules: [...new Set([...single, ...stringsOf(record.modules, "key")])],
    files: [...new Set(stringsOf(record.files, "path"))]
  }
}

const asJob = (payload: unknown): LayoutApplyJob | null =>
  typeof payload === "object" && payload !== null && typeof (payload as { portal?: unknown }).portal === "number"
    ? payload as LayoutApplyJob
    : null

export class LayoutApply extends Effect.Service<LayoutApply>()("server/domain/LayoutApply", {
  effect: Effect.gen(function*() {
    const layouts = yield* Layouts
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo
    const holdings = yield* ModuleRepo
    const portalFiles = yield* PortalFiles
    const moduleGroups = yield* ModuleGroups
    const batches = yield* BatchRepo
    const users = yield* UserView
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    /** The portal's installed modules and theme files as a layout's content. */
    const snapshot = (user: User, portalId: number) =>
      Effect.gen(function*() {
        const portal = yield* catalog.portalFor(scopeFor(user), portalId)
        const modules = yield* holdings.installedModules(portal.id)
        const files = (yield* portalFiles.list(user, portal.id)).filter((file) => file.installed)
        return {
          modules: modules.map((row) => ({ key: row.key, name: row.name, version: row.version })),
          files: files.map((file) => ({ path: file.path, name: file.name, version: file.hubspot_version }))
        } satisfies LayoutSnapshot
      })

    /** Saves the portal's setup as a new layout (content omitted) or the editor's document. */
    const save = (user: User, payload: { readonly portal: number; readonly name: string; readonly content?: unknown }) =>
      Effect.gen(function*() {
        const content = payload.content === undefined ? yield* snapshot(user, payload.portal) : payload.content
        return yield* layouts.create(user, { ...payload, content })
      })

    /** Starts (or returns the unfinished) batch bringing the layout's files and modules into the portal. */
    const apply = (user: User, layoutId: number, portalId: number) =>
      Effect.gen(function*() {
        const layout = yield* layouts.read(user, layoutId)
        const portal = yield* catalog.portalFor(scopeFor(user), portalId)
        if (portal.id !== layout.portal_id && (layout.agency_id === null || layout.agency_id !== portal.agency_id)) {
          return yield* new Forbidden({ message: OTHER_AGENCY })
        }
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        const reference = `layout:${layout.id}`
        const [running] = yield* batches.unfinishedFor(portal.id, [reference])
        if (running !== undefined) return running.id

        const parts = layoutParts(layout.content)
        if (parts.modules.length === 0 && parts.files.length === 0) return yield* new Conflict({ message: EMPTY_LAYOUT })
        // Only what the portal lacks or holds at an older version gets a job; unknown entries get one
        // too, so the batch says they could not be applied instead of leaving them out silently.
        const fileStates = yield* portalFiles.list(user, portal.id)
        const files = parts.files.filter((path) => {
          const state = fileStates.find((file) => file.path === path)
          return state === undefined || !state.installed || state.upgradeable
        })
        const facts = yield* catalog.factsOf(yield* catalogue.findByKeys(parts.modules))
        const states = yield* catalog.view(portal, facts)
        const stateOf = new Map(facts.map((fact, index) => [fact.key, states[index]!] as const))
        const modules = parts.modules.filter((key) => {
          const state = stateOf.get(key)
          return state === undefined || !state.installed || state.upgradeable
        })
        if (files.length + modules.length === 0) return yield* new Conflict({ message: NOTHING_TO_APPLY })

        const payloads: Array<LayoutApplyJob> = [
          ...files.map((file) => ({ portal: portal.id, file })),
          ...modules.map((module) => ({ portal: portal.id, module, with_files: true }))
        ]
        return yield* transaction.run(Effect.gen(function*() {
          const id = yield* batches.create(
            { kind: LAYOUT_APPLY, portalId: portal.id, reference, createdBy: user.id, options: { layout_id: layout.id, name: layout.name } },
            payloads
          )
          yield* activity.record({
            event: "layout.apply-started",
            causer: userRef(user.id),
            subject: { id: portal.id, type: SubjectType.Portal },
            properties: { layout_id: layout.id, name: layout.name, batch_id: id, modules, files }
          })
          return id
        }))
      })

    /** One job: a theme file added or updated, or a module installed or upgraded; nothing when already current. */
    const runJob = (job: ClaimedJob): Effect.Effect<"installed" | "upgraded" | "skipped", JobFailure> =>
      Effect.gen(function*() {
        const payload = asJob(job.payload)
        if (payload === null) return yield* new JobFailure({ message: "Malformed layout-apply job.", retryable: false })
        if (payload.module !== undefined) {
          if (Option.isNone(yield* catalogue.findByKey(payload.module))) return yield* new JobFailure({ message: MODULE_WITHDRAWN, retryable: false })
          return yield* moduleGroups.runInstallJob(job)
        }
        const path = payload.file ?? ""
        const user = yield* jobStarter(job.created_by, users.byId)
        const state = (yield* portalFiles.list(user, payload.portal)).find((file) => file.path === path)
        if (state === undefined || !state.available) return yield* new JobFailure({ message: FILE_WITHDRAWN, retryable: false })
        if (state.installed && !state.upgradeable) return "skipped" as const
        const action = { file: path, portal: payload.portal }
        if (state.installed) {
          yield* portalFiles.upgrade(user, action)
          return "upgraded" as const
        }
        yield* portalFiles.install(user, action)
        return "installed" as const
      }).pipe(Effect.mapError(describeJobFailure))

    return { snapshot, save, apply, runJob } as const
  })
}) {}
