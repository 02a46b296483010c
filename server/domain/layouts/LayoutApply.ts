// Saved layouts as a portal's setup: saving one takes what the portal holds (its installed modules and
// theme files, with versions; a portal holding neither is refused); applying one to a portal (its own, or
// another of the agency) is one durable 'layout-apply' batch — a job per theme file to add or update,
// then a job per module to install or upgrade (with the theme files it needs). Jobs skip what the portal
// already holds, so a restarted or repeated apply never does anything twice; the transition drawer
// follows the batch. What the apply would write that was built for a newer theme version than the
// portal's is not written: the check names it beforehand, and its job fails saying so (it runs should
// the portal be upgraded before the job does). Files the portal holds edited are reviewed at apply time, for
// everything the jobs would write: the user's choices travel in the jobs' payloads, and each job's write goes
// through the same review with them (a file edited again since fails its job, nothing overwritten).
import { Effect, Option } from "effect"

import { Conflict, Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { LayoutApplyCheck, LayoutApplyItem } from "#contract/layout-api.ts"
import type { FileResolution } from "#contract/overwrite.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { ModuleRepo, type PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { VersionRepo } from "../../db/repos/VersionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { describeJobFailure, JobFailure, jobStarter } from "../batches/jobFailure.ts"
import { PortalFiles } from "../files/PortalFiles.ts"
import { AGENCY_SUSPENDED, NOT_FOUND, PORTAL_GONE } from "../messages.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { ModuleGroups } from "../modules/ModuleGroups.ts"
import { ModuleInstaller } from "../modules/ModuleInstaller.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { compareVersions, NOT_INSTALLED } from "../modules/semver.ts"
import { batchJob, choicesRecord, OverwriteGuard, pathOf, type PlannedWrite, resolutionsIn } from "../overwrite/OverwriteGuard.ts"
import { scopeFor } from "../policy/Policy.ts"
import { UserView } from "../users/UserView.ts"
import { fitsTheme, themeNeededBy } from "../versions/releases.ts"
import { Layouts } from "./Layouts.ts"

export const LAYOUT_APPLY = "layout-apply"
const NOTHING_TO_APPLY = "The portal already holds everything this layout names."
const EMPTY_LAYOUT = "This layout names no modules or theme files to apply."
const OTHER_AGENCY = "A layout can only be applied to a portal of its own agency."
const MODULE_WITHDRAWN = "This module is no longer in the catalogue."
const FILE_WITHDRAWN = "This theme file is no longer in the catalogue."
const NOTHING_TO_SAVE = "This portal has no modules or theme files installed yet: there is nothing to save as a layout."

/** A file built for a newer theme version than the portal's. */
const fileTooNew = (version: string, needed: string, portalVersion: string) =>
  `Version ${version} is built for theme ${needed}; this portal runs theme ${portalVersion}. Upgrade the portal, then apply again.`
/** A module whose install would write such a file. */
const moduleTooNew = (file: string, needed: string, portalVersion: string) =>
  `It needs ${file}, built for theme ${needed}; this portal runs theme ${portalVersion}. Upgrade the portal, then apply again.`
const nothingFits = (portalVersion: string) =>
  `Nothing in this layout can be applied: what it would add is built for a newer theme version than this portal's (${portalVersion}). Upgrade the portal, then apply again.`

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
  /** The user's choices for the files this job writes that the portal held edited when the apply started. */
  readonly resolutions?: ReadonlyArray<FileResolution>
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
export const layoutParts = (content: unknown): { readonly modules: ReadonlyArray<string>; readonly files: ReadonlyArray<string> } => {
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
    ? (payload as LayoutApplyJob)
    : null

export class LayoutApply extends Effect.Service<LayoutApply>()("server/domain/LayoutApply", {
  effect: Effect.gen(function* () {
    const layouts = yield* Layouts
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo
    const holdings = yield* ModuleRepo
    const portalFiles = yield* PortalFiles
    const moduleGroups = yield* ModuleGroups
    const installer = yield* ModuleInstaller
    const versions = yield* VersionRepo
    const batches = yield* BatchRepo
    const users = yield* UserView
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const transaction = yield* Transaction
    const portalCrm = yield* PortalCrm
    const overwrite = yield* OverwriteGuard

    /** The portal's installed modules and theme files as a layout's content. */
    const snapshot = (user: User, portalId: number) =>
      Effect.gen(function* () {
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
      Effect.gen(function* () {
        if (payload.content !== undefined) return yield* layouts.create(user, payload)
        const content = yield* snapshot(user, payload.portal)
        // A layout of nothing would look saved and could never be applied.
        if (content.modules.length === 0 && content.files.length === 0) return yield* Unprocessable.field("portal", NOTHING_TO_SAVE)
        return yield* layouts.create(user, { ...payload, content })
      })

    /** The theme version the portal runs (it was found visible just before; gone since: 404). */
    const portalVersion = (portalId: number) =>
      Effect.flatMap(versions.portal(portalId), (row) =>
        Option.isNone(row) ? Effect.fail(new NotFound({ message: NOT_FOUND })) : Effect.succeed(row.value.version)
      )

    /** The newest theme version among the files a module's install or upgrade would write; null: any fits. */
    const themeNeededByModule = (user: User, portalId: number, key: string) =>
      Effect.map(installer.checkFiles(user, { module: key, portal: portalId }), (files) =>
        files.reduce<{ file: string; needed: string } | null>((newest, file) => {
          const needed = themeNeededBy(file.path, file.version)
          return needed !== null && (newest === null || compareVersions(needed, newest.needed) > 0)
            ? { file: `${file.path} ${file.version}`, needed }
            : newest
        }, null)
      )

    /** The layout and the target portal, after the agency and suspension checks. */
    const target = (user: User, layoutId: number, portalId: number) =>
      Effect.gen(function* () {
        const layout = yield* layouts.read(user, layoutId)
        const portal = yield* catalog.portalFor(scopeFor(user), portalId)
        if (portal.id !== layout.portal_id && (layout.agency_id === null || layout.agency_id !== portal.agency_id)) {
          return yield* new Forbidden({ message: OTHER_AGENCY })
        }
        return { layout, portal }
      })

    /** What applying would do with each item the layout names, files first (the order of the batch). */
    const plan = (user: User, portal: { readonly id: number }, content: unknown) =>
      Effect.gen(function* () {
        const parts = layoutParts(content)
        const version = yield* portalVersion(portal.id)
        const fileStates = yield* portalFiles.list(user, portal.id)
        // A file is named by its path, as the Files drawer and the batch's items name it.
        const files = parts.files.map((path): LayoutApplyItem => {
          const state = fileStates.find((file) => file.path === path)
          const item = { kind: "file" as const, key: path, name: path, needs_theme: null, reason: null }
          if (state === undefined || !state.available) return { ...item, status: "unavailable", reason: FILE_WITHDRAWN }
          if (state.installed && !state.upgradeable) return { ...item, status: "current" }
          const needed = themeNeededBy(path, state.current_version)
          return needed === null || fitsTheme(version, needed)
            ? { ...item, status: "apply" }
            : { ...item, status: "incompatible", needs_theme: needed, reason: fileTooNew(state.current_version, needed, version) }
        })
        const facts = yield* catalog.factsOf(yield* catalogue.findByKeys(parts.modules))
        const states = yield* catalog.view(yield* catalog.portalFor(scopeFor(user), portal.id), facts)
        const modules: Array<LayoutApplyItem> = []
        for (const key of parts.modules) {
          const index = facts.findIndex((fact) => fact.key === key)
          const item = { kind: "module" as const, key, name: facts[index]?.name ?? key, needs_theme: null, reason: null }
          const state = states[index]
          if (index < 0 || state === undefined) modules.push({ ...item, status: "unavailable", reason: MODULE_WITHDRAWN })
          else if (state.installed && !state.upgradeable) modules.push({ ...item, status: "current" })
          else {
            const needed = yield* themeNeededByModule(user, portal.id, key)
            modules.push(
              needed === null || fitsTheme(version, needed.needed)
                ? { ...item, status: "apply" }
                : { ...item, status: "incompatible", needs_theme: needed.needed, reason: moduleTooNew(needed.file, needed.needed, version) }
            )
          }
        }
        return { portal_version: version, items: [...files, ...modules] } satisfies LayoutApplyCheck
      })

    /** GET /layouts/{id}/apply-check: what applying would do, before it runs. */
    const check = (user: User, layoutId: number, portalId: number) =>
      Effect.gen(function* () {
        const { layout, portal } = yield* target(user, layoutId, portalId)
        return yield* plan(user, portal, layout.content)
      })

    /**
     * What each item to apply would write, as its job writes it: a theme file added or updated; a module's files,
     * after the theme files it needs (its job adds those first). An item whose plan is refused gets nothing: its
     * job fails the same way without writing.
     */
    const writesOf = (user: User, portal: PortalContextRow, items: ReadonlyArray<LayoutApplyItem>) =>
      Effect.gen(function* () {
        const fileStates = yield* portalFiles.list(user, portal.id)
        const fileWrite = (path: string) =>
          portalFiles
            .planAct(
              user,
              { file: path, portal: portal.id },
              fileStates.find((file) => file.path === path)?.installed === true ? "upgrade" : "install"
            )
            .pipe(
              Effect.map((write): ReadonlyArray<PlannedWrite> => [write]),
              Effect.orElseSucceed(() => [])
            )
        const moduleWrites = (key: string) =>
          Effect.gen(function* () {
            const facts = yield* catalog.factsOf(yield* catalogue.findByKeys([key]))
            const [state] = yield* catalog.view(portal, facts)
            if (state === undefined) return []
            const action = { module: key, portal: portal.id }
            const needed = state.pad_lock === null ? yield* installer.checkFiles(user, action) : []
            const files = yield* Effect.forEach(
              needed.filter((file) => file.version !== NOT_INSTALLED),
              (file) => fileWrite(file.path)
            )
            const module = yield* installer.plan(user, action, state.upgradeable ? "upgrade" : "install")
            return [...files.flat(), ...module.writes]
          }).pipe(Effect.orElseSucceed((): ReadonlyArray<PlannedWrite> => []))
        return yield* Effect.forEach(
          items.filter((item) => item.status === "apply"),
          (item) => Effect.map(item.kind === "file" ? fileWrite(item.key) : moduleWrites(item.key), (writes) => ({ item, writes }))
        )
      })

    /** Every write the apply's jobs would make (the overwrite check's plan), after the apply's checks. */
    const plannedWrites = (user: User, layoutId: number, portalId: number) =>
      Effect.gen(function* () {
        const { layout, portal } = yield* target(user, layoutId, portalId)
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        const { items } = yield* plan(user, portal, layout.content)
        return (yield* writesOf(user, portal, items)).flatMap((entry) => entry.writes)
      })

    /** Starts (or returns the unfinished) batch bringing the layout's files and modules into the portal. */
    const apply = (user: User, layoutId: number, portalId: number, resolutions?: ReadonlyArray<FileResolution>) =>
      Effect.gen(function* () {
        const { layout, portal } = yield* target(user, layoutId, portalId)
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        const reference = `layout:${layout.id}`
        const [running] = yield* batches.unfinishedFor(portal.id, [reference])
        if (running !== undefined) return running.id

        const parts = layoutParts(layout.content)
        if (parts.modules.length === 0 && parts.files.length === 0) return yield* new Conflict({ message: EMPTY_LAYOUT })
        // Only what the portal lacks or holds at an older version gets a job; unknown and too new entries
        // get one too, so the batch says they could not be applied instead of leaving them out silently.
        const { items, portal_version } = yield* plan(user, portal, layout.content)
        const pending = items.filter((item) => item.status !== "current")
        if (pending.length === 0) return yield* new Conflict({ message: NOTHING_TO_APPLY })
        if (pending.every((item) => item.status === "incompatible")) return yield* new Conflict({ message: nothingFits(portal_version) })
        const files = pending.filter((item) => item.kind === "file").map((item) => item.key)
        const modules = pending.filter((item) => item.kind === "module").map((item) => item.key)

        // Nothing starts while a file the jobs would write is edited in the portal and has no choice (409 40901).
        const planned = yield* writesOf(user, portal, pending)
        const writes = planned.flatMap((entry) => entry.writes)
        const reviewed =
          writes.length > 0 || (resolutions ?? []).length > 0
            ? (yield* overwrite.guard(portal, yield* portalCrm.accessToken(portal), writes, resolutions)).choices
            : []
        // Each job carries the choices for the files it writes.
        const choicesFor = (kind: LayoutApplyItem["kind"], key: string) => {
          const paths = new Set(planned.find((entry) => entry.item.kind === kind && entry.item.key === key)?.writes.map(pathOf))
          const own = (resolutions ?? []).filter((resolution) => paths.has(resolution.path))
          return own.length > 0 ? { resolutions: own } : {}
        }
        const payloads: Array<LayoutApplyJob> = [
          ...files.map((file) => ({ portal: portal.id, file, ...choicesFor("file", file) })),
          ...modules.map((module) => ({ portal: portal.id, module, with_files: true, ...choicesFor("module", module) }))
        ]
        return yield* transaction.run(
          Effect.gen(function* () {
            const id = yield* batches.create(
              {
                kind: LAYOUT_APPLY,
                portalId: portal.id,
                reference,
                createdBy: user.id,
                options: { layout_id: layout.id, name: layout.name }
              },
              payloads
            )
            yield* activity.record({
              event: "layout.apply-started",
              causer: userRef(user.id),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties: { layout_id: layout.id, name: layout.name, batch_id: id, modules, files, ...choicesRecord(reviewed) }
            })
            // The apply in the portal's History; each module it installs adds its own entry as its job ends.
            yield* history.insert({
              portalId: portal.id,
              name: layout.name,
              statusLabel: "Layout applied",
              payload: { layout_id: layout.id, batch_id: id, modules, files, ...choicesRecord(reviewed) },
              createdBy: user.id
            })
            return id
          })
        )
      })

    /** One job: a theme file added or updated, or a module installed or upgraded; nothing when already current. */
    const runJob = (job: ClaimedJob): Effect.Effect<"installed" | "upgraded" | "skipped", JobFailure> =>
      Effect.gen(function* () {
        const payload = asJob(job.payload)
        if (payload === null) return yield* new JobFailure({ message: "Malformed layout-apply job.", retryable: false })
        const user = yield* jobStarter(job.created_by, users.byId)
        // The portal's theme version as the job runs: an upgrade since the apply started lets it through.
        const version = yield* portalVersion(payload.portal).pipe(
          Effect.catchTag("NotFound", () => Effect.fail(new JobFailure({ message: PORTAL_GONE, retryable: false })))
        )
        if (payload.module !== undefined) {
          if (Option.isNone(yield* catalogue.findByKey(payload.module)))
            return yield* new JobFailure({ message: MODULE_WITHDRAWN, retryable: false })
          const needed = yield* themeNeededByModule(user, payload.portal, payload.module)
          if (needed !== null && !fitsTheme(version, needed.needed)) {
            return yield* new JobFailure({ message: moduleTooNew(needed.file, needed.needed, version), retryable: false })
          }
          return yield* moduleGroups.runInstallJob(job)
        }
        const path = payload.file ?? ""
        const state = (yield* portalFiles.list(user, payload.portal)).find((file) => file.path === path)
        if (state === undefined || !state.available) return yield* new JobFailure({ message: FILE_WITHDRAWN, retryable: false })
        if (state.installed && !state.upgradeable) return "skipped" as const
        const needed = themeNeededBy(path, state.current_version)
        if (!fitsTheme(version, needed))
          return yield* new JobFailure({ message: fileTooNew(state.current_version, needed!, version), retryable: false })
        const action = { file: path, portal: payload.portal, resolutions: resolutionsIn(payload) }
        if (state.installed) {
          yield* portalFiles.upgrade(user, action, batchJob)
          return "upgraded" as const
        }
        yield* portalFiles.install(user, action, batchJob)
        return "installed" as const
      }).pipe(Effect.mapError(describeJobFailure))

    return { snapshot, save, check, apply, runJob, plannedWrites } as const
  })
}) {}
