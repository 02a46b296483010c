// Drift before every overwrite: before an install, upgrade, revert, restore or layout apply writes a file into a
// portal's CRM folder that the portal holds edited (its content differs from what the app installed there, for
// instance changed in HubSpot's design manager), the user sees the three versions and chooses per file. The
// write calls take those choices as `resolutions`; without a choice for every edited file they write nothing
// and answer 409 with status_code OVERWRITE_REVIEW_CODE.
import { Schema } from "effect"

import { Id, Text, TextSize } from "./common.ts"
import { requiredMessage } from "./field-errors.ts"

/** status_code of the 409 a write call answers when an edited file has no (or a stale) resolution. */
export const OVERWRITE_REVIEW_CODE = 40901

export const OVERWRITE_REVIEW_MESSAGE =
  "Files in this portal were edited in HubSpot since they were installed: review them before they are overwritten."

/** The longest CRM path a resolution names. */
const PATH_MAX = 1024
/** The longest merged file a resolution carries (characters). */
const MERGED_CONTENT_MAX = 500_000
/** The most resolutions one call takes. */
const RESOLUTIONS_MAX = 500

/** keep: leave the portal's file as it is; take: write the new version's file; merge: write `content`. */
export const OverwriteChoice = Schema.Literal("keep", "take", "merge")
export type OverwriteChoice = typeof OverwriteChoice.Type

/** A file the operation would overwrite that the portal holds edited: the three versions, for the three-way view. */
export const DriftedFile = Schema.Struct({
  /** The file's path in the portal's CRM folder, e.g. "sr/modules/hero.module/module.html". */
  path: Schema.String,
  kind: Schema.Literal("module", "theme-file"),
  /** The module's key, or the theme file's catalogue path. */
  owner_key: Schema.String,
  /** The module's or theme file's display name. */
  owner_name: Schema.String,
  /** The version the app installed; null when the app never wrote this path. */
  installed_version: Schema.NullOr(Schema.String),
  /** The version the operation would write. */
  incoming_version: Schema.String,
  /** What the app installed there (the merge's base); null when the app never wrote this path. */
  installed: Schema.NullOr(Schema.String),
  /** What the portal's CRM folder holds now. */
  portal: Schema.String,
  /** What the operation would write. */
  incoming: Schema.String,
  /** SHA-256 (hex) of `portal`: a resolution echoes it, so a file edited again since the review is not overwritten. */
  portal_hash: Schema.String
})
export type DriftedFile = typeof DriftedFile.Type

export const OverwriteCheck = Schema.Struct({
  /** ISO 8601 date-time the portal's folder was read. */
  checked_at: Schema.String,
  /** Sorted by owner_name, then path; empty: nothing edited would be overwritten. */
  files: Schema.Array(DriftedFile)
})
export type OverwriteCheck = typeof OverwriteCheck.Type

const ResolutionPath = Text(PATH_MAX).pipe(Schema.filter((path) => path.trim() !== "" || requiredMessage("path")))
const Sha256Hex = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{64}$/, { message: () => "The portal hash must be a SHA-256 hex digest." }))

/** The user's choice for one edited file, as the write calls take it. `content` is required for merge, refused otherwise. */
export const FileResolution = Schema.Struct({
  path: ResolutionPath,
  portal_hash: Sha256Hex,
  choice: OverwriteChoice,
  content: Schema.optional(Text(MERGED_CONTENT_MAX))
}).pipe(
  Schema.filter((resolution) =>
    resolution.choice === "merge"
      ? resolution.content !== undefined || { path: ["content"], message: "The content field is required when choice is merge." }
      : resolution.content === undefined || { path: ["content"], message: "The content field is only taken when choice is merge." }
  )
)
export type FileResolution = typeof FileResolution.Type

export const Resolutions = Schema.Array(FileResolution).pipe(
  Schema.maxItems(RESOLUTIONS_MAX, { message: () => `The resolutions may not have more than ${RESOLUTIONS_MAX} items.` })
)

/** The operation the check reads the portal for: the same write the caller is about to make. */
export const OverwriteOperation = Schema.Union(
  Schema.Struct({
    kind: Schema.Literal("module"),
    action: Schema.Literal("install", "upgrade", "revert"),
    module: Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The module field is required." }))
  }),
  Schema.Struct({
    kind: Schema.Literal("file"),
    action: Schema.Literal("install", "upgrade", "revert"),
    file: Text(PATH_MAX).pipe(Schema.minLength(1, { message: () => "The file field is required." }))
  }),
  /** Every file "Update all" would write. */
  Schema.Struct({ kind: Schema.Literal("file"), action: Schema.Literal("upgrade-all") }),
  /** A History entry's restore. */
  Schema.Struct({ kind: Schema.Literal("history"), history_id: Id }),
  Schema.Struct({ kind: Schema.Literal("layout"), layout_id: Id }),
  /** The portal's theme upgrade to the latest version: every theme file its batch would rewrite. */
  Schema.Struct({ kind: Schema.Literal("version-upgrade") })
)
export type OverwriteOperation = typeof OverwriteOperation.Type

/** POST /portal/api/v2/portals/{id}/overwrite-check's body. */
export const OverwriteCheckPayload = Schema.Struct({ operation: OverwriteOperation })
export type OverwriteCheckPayload = typeof OverwriteCheckPayload.Type
