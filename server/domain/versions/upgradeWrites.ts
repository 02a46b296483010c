// What a theme version upgrade writes, as the overwrite review sees it: one theme file at the version the upgrade
// chose, in the portal's installation folder. The upgrade plans its batch with it and each job writes with it, so
// the review before the batch starts reads exactly the paths and contents the jobs write.
import { Option, Schema } from "effect"

import { Conflict } from "#contract/errors.ts"
import { type FileResolution, OVERWRITE_REVIEW_CODE, OverwriteChoice } from "#contract/overwrite.ts"

import type { PortalFileRow } from "../../db/repos/FileRepo.ts"
import type { FileFacts } from "../files/fileState.ts"
import { pathOf, type PlannedWrite, type RecordedChoice } from "../overwrite/OverwriteGuard.ts"
import { changedPathsAfter } from "./releases.ts"

/** The theme file `file` at `version`, written below the portal's installation folder `root`. */
export const upgradeWrite = (
  root: string,
  file: Pick<FileFacts, "path" | "name" | "parent_path">,
  version: { readonly version: string; readonly content: string }
): PlannedWrite => ({
  folder: file.parent_path === "" ? root : `${root}/${file.parent_path}`,
  name: file.name,
  content: version.content,
  kind: "theme-file",
  owner_key: file.path,
  owner_name: file.name,
  incoming_version: version.version
})

/** One theme file an upgrade from a version rewrites: what the portal holds of it and the newest version's write. */
export interface UpgradeStep {
  readonly file: FileFacts
  /** The version the portal holds; null when it holds none. */
  readonly from: string | null
  readonly to: string
  readonly write: PlannedWrite
}

/** The theme files changed by every release after `version`, each at its newest catalogue version. */
export const upgradePlan = (
  portal: { readonly custom_installation: string; readonly version: string },
  facts: ReadonlyArray<FileFacts>,
  held: ReadonlyArray<PortalFileRow>
): ReadonlyArray<UpgradeStep> =>
  changedPathsAfter(portal.version).flatMap((path) => {
    const file = facts.find((candidate) => candidate.path === path)
    const newest = file?.versions[0]
    if (file === undefined || newest === undefined) return []
    const holding = held.find((row) => row.theme_file_id === file.id)
    return [
      { file, from: holding?.installed_version ?? null, to: newest.version, write: upgradeWrite(portal.custom_installation, file, newest) }
    ]
  })

/** The choices a job carries: those for the file it writes; nothing when the user made none for it. */
export const resolutionsFor = (
  write: PlannedWrite,
  resolutions: ReadonlyArray<FileResolution> | undefined
): { readonly resolutions?: ReadonlyArray<FileResolution> } => {
  const own = (resolutions ?? []).filter((resolution) => resolution.path === pathOf(write))
  return own.length > 0 ? { resolutions: own } : {}
}

const StoredChoices = Schema.Struct({ resolutions: Schema.Array(Schema.Struct({ path: Schema.String, choice: OverwriteChoice })) })

/** The choices an upgrade batch's options keep (see PortalVersions.upgrade), as History and the log record them. */
export const choicesOf = (options: unknown): ReadonlyArray<RecordedChoice> =>
  Option.getOrElse(
    Option.map(Schema.decodeUnknownOption(StoredChoices)(options), (stored) => stored.resolutions),
    () => []
  )

/** The write refused because a file it would overwrite is edited in the portal without a (current) choice. */
export const isReviewRefusal = (error: unknown): error is Conflict =>
  error instanceof Conflict && error.status_code === OVERWRITE_REVIEW_CODE
