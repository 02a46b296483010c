// What a rollout changes, whatever its kind (a module, a theme file), resolved once from the rollout's `change`:
// how each portal stands against it and the files writing a version of it puts in the portal's CRM folder. The
// preview, the start, the rollback and the coordinator read every kind through this; what differs per kind beyond
// it (the write itself, a rollback's remove) lives in RolloutJobs and RolloutRemoval.
import { Effect, Option } from "effect"

import { Unprocessable } from "#contract/errors.ts"
import type { AccessTier } from "#contract/module.ts"
import { ROLLOUT_UNKNOWN_FILE, ROLLOUT_UNKNOWN_MODULE, type RolloutChange } from "#contract/rollout.ts"

import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { type FileFacts, fileState, groupFacts } from "../files/fileState.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { currentVersionOf, type ModuleFacts } from "../modules/moduleState.ts"
import type { PlannedWrite } from "../overwrite/OverwriteGuard.ts"

/** How one portal stands against the change. */
interface Standing {
  readonly installed: boolean
  /** The version the portal holds; null when it holds none. */
  readonly version: string | null
  readonly latest: string
  readonly upgradeable: boolean
  /** The tier whose plan unlocks it when the portal's does not (one credit buys it); null when nothing is owed. */
  readonly lock: AccessTier | null
  /** A HubDB module on a portal whose grant lacks the hubdb scope. */
  readonly missingHubdb: boolean
}

export interface Subject {
  readonly change: RolloutChange
  /** What other work on the same thing names: a module's key, a theme file's path. */
  readonly key: string
  readonly name: string
  /** "Social Share 2.0.0": what the rollout takes to its portals. */
  readonly title: string
  /** The module a credit buys; null for a change that never costs one. */
  readonly creditKey: string | null
  readonly module: ModuleFacts | null
  readonly file: FileFacts | null
  readonly standing: (portal: PortalContextRow) => Effect.Effect<Standing>
  /** The files the portal's folder gets for `version` (the overwrite check's writes). */
  readonly writes: (portal: PortalContextRow, version: string) => Effect.Effect<ReadonlyArray<PlannedWrite>>
}

/** The module's files at `version` as the install writes them into the portal's folder. */
export const moduleWrites = (
  portal: { readonly custom_installation: string },
  facts: ModuleFacts,
  version: string,
  files: ReadonlyArray<{ readonly name: string; readonly content: string }>
): ReadonlyArray<PlannedWrite> =>
  files.map((file) => ({
    folder: `${portal.custom_installation}/modules/${facts.key}.module`,
    name: file.name,
    content: file.content,
    kind: "module",
    owner_key: facts.key,
    owner_name: facts.name,
    incoming_version: version
  }))

/** The theme file's folder in the portal's CRM design manager. */
export const fileFolder = (portal: { readonly custom_installation: string }, file: FileFacts) =>
  file.parent_path === "" ? portal.custom_installation : `${portal.custom_installation}/${file.parent_path}`

/** The theme file at `version` as the file service writes it (PortalFiles.planOf). */
export const fileWrites = (portal: { readonly custom_installation: string }, file: FileFacts, version: string): ReadonlyArray<PlannedWrite> => {
  const entry = file.versions.find((candidate) => candidate.version === version)
  return entry === undefined
    ? []
    : [
        {
          folder: fileFolder(portal, file),
          name: file.name,
          content: entry.content,
          kind: "theme-file",
          owner_key: file.path,
          owner_name: file.name,
          incoming_version: version
        }
      ]
}

export class RolloutSubjects extends Effect.Service<RolloutSubjects>()("server/domain/RolloutSubjects", {
  effect: Effect.gen(function* () {
    const catalogue = yield* CatalogueRepo
    const catalog = yield* ModuleCatalog
    const files = yield* FileRepo

    const ofModule = (change: RolloutChange & { readonly kind: "module" }, facts: ModuleFacts): Subject => ({
      change,
      key: facts.key,
      name: facts.name,
      title: `${facts.name} ${currentVersionOf(facts)}`,
      creditKey: facts.key,
      module: facts,
      file: null,
      standing: (portal) =>
        Effect.map(catalog.view(portal, [facts]), ([state]) => ({
          installed: state!.installed,
          version: state!.installed ? state!.installed_version : null,
          latest: state!.current_version,
          upgradeable: state!.upgradeable,
          lock: state!.pad_lock,
          missingHubdb: facts.is_hub_db && !portal.scopes.includes("hubdb")
        })),
      writes: (portal, version) =>
        Effect.map(catalogue.versionsOf([facts.id]), (versions) =>
          moduleWrites(portal, facts, version, versions.find((row) => row.version === version)?.files ?? [])
        )
    })

    const ofFile = (change: RolloutChange & { readonly kind: "theme_file" }, file: FileFacts): Subject => ({
      change,
      key: file.path,
      name: file.name,
      title: `${file.name} ${file.versions[0]?.version ?? ""}`.trim(),
      creditKey: null,
      module: null,
      file,
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
            missingHubdb: false
          }
        }),
      writes: (portal, version) => Effect.succeed(fileWrites(portal, file, version))
    })

    /** The change's subject; an unknown one is a 422 naming the change's field. */
    const resolve = (change: RolloutChange) =>
      Effect.gen(function* () {
        if (change.kind === "module") {
          const row = yield* catalogue.findByKey(change.module_key)
          if (Option.isNone(row)) return yield* Unprocessable.field("change.module_key", `change.module_key: ${ROLLOUT_UNKNOWN_MODULE}`)
          const [facts] = yield* catalog.factsOf([row.value])
          return ofModule(change, facts!)
        }
        const file = groupFacts(yield* files.catalogue).find((candidate) => candidate.path === change.path)
        if (file === undefined || file.versions.length === 0) {
          return yield* Unprocessable.field("change.path", `change.path: ${ROLLOUT_UNKNOWN_FILE}`)
        }
        return ofFile(change, file)
      })

    return { resolve } as const
  })
}) {}
