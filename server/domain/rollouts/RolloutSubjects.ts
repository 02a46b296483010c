// What a rollout changes, whatever its kind (a module, a theme file, the theme version; a saved layout through
// RolloutLayouts), resolved once from the rollout's `change` as a Subject (subjectTypes.ts): how each portal stands
// against it and the files taking it from one version to another writes in the portal's CRM folder. The preview, the
// start, the rollback and the coordinator read every kind through this; what differs per kind beyond it (the write
// itself, a rollback's remove or downgrade) lives in RolloutJobs, RolloutRemoval and RolloutTheme.
import { Effect, Option } from "effect"

import { Unprocessable } from "#contract/errors.ts"
import { ROLLOUT_UNKNOWN_FILE, ROLLOUT_UNKNOWN_MODULE, type RolloutChange } from "#contract/rollout.ts"
import type { User } from "#contract/user.ts"

import { CatalogueRepo, type ModuleVersionRow } from "../../db/repos/CatalogueRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import type { RolloutPartValue } from "../../db/repos/rolloutRows.ts"
import { VersionRepo } from "../../db/repos/VersionRepo.ts"
import { type FileFacts, fileState, groupFacts } from "../files/fileState.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { currentVersionOf, type ModuleFacts } from "../modules/moduleState.ts"
import { compareVersions } from "../modules/semver.ts"
import { mayAdministerAgency } from "../policy/Policy.ts"
import { LATEST_THEME_VERSION } from "../versions/releases.ts"
import { upgradePlan } from "../versions/upgradeWrites.ts"
import { RolloutLayouts } from "./RolloutLayouts.ts"
import { skip } from "./rolloutTexts.ts"
import { fileWrites, moduleWrites } from "./rolloutWrites.ts"
import type { Subject } from "./subjectTypes.ts"

const nobodyRefused = () => null

export class RolloutSubjects extends Effect.Service<RolloutSubjects>()("server/domain/RolloutSubjects", {
  effect: Effect.gen(function* () {
    const catalogue = yield* CatalogueRepo
    const catalog = yield* ModuleCatalog
    const files = yield* FileRepo
    const versions = yield* VersionRepo
    const layouts = yield* RolloutLayouts

    /**
     * `versions`: the module's versions with their files, read once for the subject (a preview checks every portal
     * against the same version's files).
     */
    const ofModule = (
      change: RolloutChange & { readonly kind: "module" },
      facts: ModuleFacts,
      versions: Effect.Effect<ReadonlyArray<ModuleVersionRow>>
    ): Subject => ({
      change,
      name: facts.name,
      title: `${facts.name} ${currentVersionOf(facts)}`,
      standing: (portal) =>
        Effect.map(catalog.view(portal, [facts]), ([state]) => ({
          installed: state!.installed,
          version: state!.installed ? state!.installed_version : null,
          latest: state!.current_version,
          upgradeable: state!.upgradeable,
          lock: state!.pad_lock,
          credits: state!.pad_lock === null ? 0 : 1,
          missingHubdb: facts.is_hub_db && !portal.scopes.includes("hubdb"),
          parts: null,
          refusal: null
        })),
      writes: (portal, step) =>
        step.to === null
          ? Effect.succeed([])
          : Effect.map(versions, (rows) => moduleWrites(portal, facts, step.to!, rows.find((row) => row.version === step.to)?.files ?? [])),
      refusal: nobodyRefused
    })

    const ofFile = (change: RolloutChange & { readonly kind: "theme_file" }, file: FileFacts): Subject => ({
      change,
      name: file.name,
      title: `${file.name} ${file.versions[0]?.version ?? ""}`.trim(),
      standing: (portal) =>
        Effect.map(files.held(portal.id), (held) => {
          const state = fileState(
            file,
            held.find((row) => row.theme_file_id === file.id)
          )
          return {
            installed: state.installed,
            version: state.installed ? state.hubspot_version : null,
            latest: state.current_version,
            upgradeable: state.upgradeable,
            lock: null,
            credits: 0,
            missingHubdb: false,
            parts: null,
            refusal: null
          }
        }),
      writes: (portal, step) => Effect.succeed(step.to === null ? [] : fileWrites(portal, file, step.to)),
      refusal: nobodyRefused
    })

    /**
     * The theme version: every portal behind goes to the latest, through the theme files changed since its own.
     * `themeFiles`: the catalogue's theme files with their versions, read once for the subject.
     */
    const themeVersion = (
      change: RolloutChange & { readonly kind: "theme_version" },
      themeFiles: Effect.Effect<ReadonlyArray<FileFacts>>
    ): Subject => ({
      change,
      name: "Theme",
      title: `Theme ${LATEST_THEME_VERSION}`,
      standing: (portal) =>
        Effect.map(versions.portal(portal.id), (row) => {
          const version = Option.match(row, { onNone: () => LATEST_THEME_VERSION, onSome: (found) => found.version })
          return {
            installed: true,
            version,
            latest: LATEST_THEME_VERSION,
            upgradeable: compareVersions(version, LATEST_THEME_VERSION) < 0,
            lock: null,
            credits: 0,
            missingHubdb: false,
            parts: null,
            refusal: null
          }
        }),
      writes: (portal, step) =>
        Effect.gen(function* () {
          if (step.from === null) return []
          const plan = upgradePlan({ ...portal, version: step.from }, yield* themeFiles, yield* files.held(portal.id))
          return plan.map((entry) => entry.write)
        }),
      // As on the portal's own page: only an admin of its agency (or a super admin) upgrades its theme.
      refusal: (user, portal) => (mayAdministerAgency(user, portal.agency_id) ? null : skip.adminOnly())
    })

    /** The change's subject as the user sees it; an unknown one is a 422 naming the change's field. */
    const resolve = (change: RolloutChange, user: User) =>
      Effect.gen(function* () {
        if (change.kind === "layout") return yield* layouts.resolve(change, user)
        if (change.kind === "theme_version") return themeVersion(change, yield* Effect.cached(Effect.map(files.catalogue, groupFacts)))
        if (change.kind === "module") {
          const row = yield* catalogue.findByKey(change.module_key)
          if (Option.isNone(row)) return yield* Unprocessable.field("change.module_key", `change.module_key: ${ROLLOUT_UNKNOWN_MODULE}`)
          const [facts] = yield* catalog.factsOf([row.value])
          return ofModule(change, facts!, yield* Effect.cached(catalogue.versionsOf([facts!.id])))
        }
        const file = groupFacts(yield* files.catalogue).find((candidate) => candidate.path === change.path)
        if (file === undefined || file.versions.length === 0) {
          return yield* Unprocessable.field("change.path", `change.path: ${ROLLOUT_UNKNOWN_FILE}`)
        }
        return ofFile(change, file)
      })

    /** A finished rollout's subject for its rollback: a layout's from the parts it stored (the layout may be gone). */
    const ofRollout = (change: RolloutChange, title: string, user: User, parts: ReadonlyArray<RolloutPartValue>) =>
      change.kind === "layout" ? layouts.fromParts(change, title, parts) : resolve(change, user)

    return { resolve, ofRollout } as const
  })
}) {}
