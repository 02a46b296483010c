// What a theme version upgrade writes, as the overwrite review sees it: one theme file at the version the upgrade
// chose, in the portal's installation folder. The upgrade plans its batch with it and each job writes with it, so
// the review before the batch starts reads exactly the paths and contents the jobs write.
import { Option, Schema } from "effect"

import { Conflict } from "#contract/errors.ts"
import { type FileResolution, OVERWRITE_REVIEW_CODE, OverwriteChoice } from "#contract/overwrite.ts"

import type { FileFacts } from "../files/fileState.ts"
import { pathOf, type PlannedWrite, type RecordedChoice } from "../overwrite/OverwriteGuard.ts"

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
