// A saved layout as a rollout's change: each portal gets the modules and theme files the layout names that it lacks
// or holds at an older version (its parts), theme files first, as Apply layout brings them into one portal. A part
// whose theme file is built for a newer theme version than the portal's is left out (it would fail); a locked module
// is bought with one of the agency's credits, one per module. A rollback returns each part the rollout put there and
// the portal still holds: reverted to the version it had, or removed where it had none.
import { Effect, Option } from "effect"

import { Unprocessable } from "#contract/errors.ts"
import type { AccessTier } from "#contract/module.ts"
import { ROLLOUT_UNKNOWN_LAYOUT, type RolloutChange } from "#contract/rollout.ts"
import type { User } from "#contract/user.ts"

import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import type { RolloutPartValue } from "../../db/repos/rolloutRows.ts"
import { VersionRepo } from "../../db/repos/VersionRepo.ts"
import { type FileFacts, fileState, groupFacts } from "../files/fileState.ts"
import { layoutParts } from "../layouts/LayoutApply.ts"
import { Layouts } from "../layouts/Layouts.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import type { ModuleFacts } from "../modules/moduleState.ts"
import type { PlannedWrite } from "../overwrite/OverwriteGuard.ts"
import { fitsTheme, LATEST_THEME_VERSION, themeNeededBy } from "../versions/releases.ts"
import { skip } from "./rolloutTexts.ts"
import { fileWrites, moduleWrites } from "./rolloutWrites.ts"
import type { Subject } from "./subjectTypes.ts"

type LayoutChange = RolloutChange & { readonly kind: "layout" }

/** What the layout names, with the catalogue's facts for each (read once for the subject). */
interface LayoutFacts {
  readonly modules: ReadonlyArray<ModuleFacts>
  readonly files: ReadonlyArray<FileFacts>
}

export class RolloutLayouts extends Effect.Service<RolloutLayouts>()("server/domain/RolloutLayouts", {
  effect: Effect.gen(function* () {
    const layouts = yield* Layouts
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo
    const themeFiles = yield* FileRepo
    const versions = yield* VersionRepo

    /** The catalogue's facts of the named modules and theme files, in the layout's order; withdrawn ones left out. */
    const factsOf = (modules: ReadonlyArray<string>, files: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const moduleFacts = yield* catalog.factsOf(yield* catalogue.findByKeys(modules))
        const fileFacts = groupFacts(yield* themeFiles.catalogue)
        return {
          modules: modules.flatMap((key) => moduleFacts.filter((facts) => facts.key === key)),
          files: files.flatMap((path) => fileFacts.filter((file) => file.path === path && file.versions.length > 0))
        } satisfies LayoutFacts
      })

    /** What the portal holds of each part now (its version; null: none), in the parts' order. */
    const partsNow = (portal: PortalContextRow, facts: LayoutFacts, parts: ReadonlyArray<RolloutPartValue>) =>
      Effect.gen(function* () {
        const states = yield* catalog.view(portal, facts.modules)
        const held = yield* themeFiles.held(portal.id)
        return parts.map((part): string | null => {
          if (part.kind === "module") {
            const state = states[facts.modules.findIndex((module) => module.key === part.key)]
            return state?.installed === true ? state.installed_version : null
          }
          const file = facts.files.find((candidate) => candidate.path === part.key)
          const holding = file === undefined ? undefined : held.find((row) => row.theme_file_id === file.id)
          return holding?.installed_version ?? null
        })
      })

    const subjectOf = (
      change: LayoutChange,
      name: string,
      owner: { readonly portal_id: number; readonly agency_id: number | null } | null,
      facts: Effect.Effect<LayoutFacts>,
      versionFiles: Effect.Effect<
        ReadonlyArray<{
          readonly module_id: number
          readonly version: string
          readonly files: ReadonlyArray<{ readonly name: string; readonly content: string }>
        }>
      >
    ): Subject => ({
      change,
      name: `Layout "${name}"`,
      title: `Layout "${name}"`,
      standing: (portal) =>
        Effect.gen(function* () {
          const { files, modules } = yield* facts
          const themeVersion = Option.match(yield* versions.portal(portal.id), {
            onNone: () => LATEST_THEME_VERSION,
            onSome: (row) => row.version
          })
          const held = yield* themeFiles.held(portal.id)
          const parts: Array<RolloutPartValue> = []
          let tooNew = 0
          for (const file of files) {
            const state = fileState(
              file,
              held.find((row) => row.theme_file_id === file.id)
            )
            if (state.installed && !state.upgradeable) continue
            if (!fitsTheme(themeVersion, themeNeededBy(file.path, state.current_version))) {
              tooNew += 1
              continue
            }
            parts.push({
              kind: "theme_file",
              key: file.path,
              name: file.name,
              action: state.installed ? "upgrade" : "install",
              from_version: state.installed ? state.hubspot_version : null,
              to_version: state.current_version,
              credit: false
            })
          }
          let lock: AccessTier | null = null
          let missingHubdb = false
          const states = yield* catalog.view(portal, modules)
          modules.forEach((module, index) => {
            const state = states[index]!
            if (state.installed && !state.upgradeable) return
            lock ??= state.pad_lock
            missingHubdb ||= module.is_hub_db && !portal.scopes.includes("hubdb")
            parts.push({
              kind: "module",
              key: module.key,
              name: module.name,
              action: state.installed ? "upgrade" : "install",
              from_version: state.installed ? state.installed_version : null,
              to_version: state.current_version,
              credit: state.pad_lock !== null
            })
          })
          return {
            installed: parts.length === 0 || parts.some((part) => part.action === "upgrade"),
            version: null,
            latest: null,
            upgradeable: parts.length > 0,
            lock,
            credits: parts.filter((part) => part.credit).length,
            missingHubdb,
            parts,
            refusal: parts.length === 0 && tooNew > 0 ? skip.themeTooOld(themeVersion) : null
          }
        }),
      writes: (portal, step) =>
        Effect.gen(function* () {
          const { files, modules } = yield* facts
          const writes: Array<PlannedWrite> = []
          for (const part of step.parts ?? []) {
            if (part.to_version === null) continue
            if (part.kind === "theme_file") {
              const file = files.find((candidate) => candidate.path === part.key)
              if (file !== undefined) writes.push(...fileWrites(portal, file, part.to_version))
              continue
            }
            const module = modules.find((candidate) => candidate.key === part.key)
            if (module === undefined) continue
            const version = (yield* versionFiles).find((row) => row.module_id === module.id && row.version === part.to_version)
            writes.push(...moduleWrites(portal, module, part.to_version, version?.files ?? []))
          }
          return writes
        }),
      // A layout is its agency's: a portal of another agency does not take it.
      refusal: (_user, portal) =>
        owner === null || portal.id === owner.portal_id || (owner.agency_id !== null && owner.agency_id === portal.agency_id)
          ? null
          : skip.otherAgency(),
      busy: Effect.map(facts, ({ files, modules }) => ({
        modules: modules.map((module) => module.key),
        files: files.map((file) => file.path)
      })),
      partsNow: (portal, parts) => Effect.flatMap(facts, (known) => partsNow(portal, known, parts))
    })

    const build = (
      change: LayoutChange,
      name: string,
      owner: { readonly portal_id: number; readonly agency_id: number | null } | null,
      modules: ReadonlyArray<string>,
      files: ReadonlyArray<string>
    ) =>
      Effect.gen(function* () {
        const facts = yield* Effect.cached(factsOf(modules, files))
        const versionFiles = yield* Effect.cached(
          Effect.flatMap(facts, (known) => catalogue.versionsOf(known.modules.map((module) => module.id)))
        )
        return subjectOf(change, name, owner, facts, versionFiles)
      })

    /** The change's layout as the user sees it; one they cannot see (or none) is a 422 naming change.layout_id. */
    const resolve = (change: LayoutChange, user: User) =>
      Effect.gen(function* () {
        const layout = yield* layouts
          .read(user, change.layout_id)
          .pipe(Effect.catchAll(() => Unprocessable.field("change.layout_id", `change.layout_id: ${ROLLOUT_UNKNOWN_LAYOUT}`)))
        const { files, modules } = layoutParts(layout.content)
        return yield* build(change, layout.name, layout, modules, files)
      })

    /**
     * A finished rollout's layout from the parts it stored (the layout itself may have been changed or deleted since):
     * what its rollback needs.
     */
    const fromParts = (change: LayoutChange, title: string, parts: ReadonlyArray<RolloutPartValue>) =>
      build(
        change,
        title.replace(/^Layout "(.*)"$/, "$1"),
        null,
        [...new Set(parts.filter((part) => part.kind === "module").map((part) => part.key))],
        [...new Set(parts.filter((part) => part.kind === "theme_file").map((part) => part.key))]
      )

    return { resolve, fromParts } as const
  })
}) {}
