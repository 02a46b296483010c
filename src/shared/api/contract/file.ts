// Theme file (spec 2 section 3 "File"), seen from one portal: which version the portal's CRM holds.
import { Schema } from "effect"

export const FileButtonState = Schema.Literal("Add", "Added", "Update", "Revert")
export type FileButtonState = typeof FileButtonState.Type

export const FileChangeLogEntry = Schema.Struct({ ver: Schema.String, message: Schema.String })
export type FileChangeLogEntry = typeof FileChangeLogEntry.Type

export const ThemeFile = Schema.Struct({
  name: Schema.String,
  path: Schema.String,
  parent_path: Schema.String,
  current_version: Schema.String,
  /** The version installed in the portal; '---' when none. */
  hubspot_version: Schema.String,
  installed: Schema.Boolean,
  available: Schema.Boolean,
  upgradeable: Schema.Boolean,
  revertable: Schema.Boolean,
  change_log: Schema.Array(FileChangeLogEntry),
  button_state: FileButtonState
})
export type ThemeFile = typeof ThemeFile.Type

/** Unified diff between the installed and the current version of a file. */
export const FileDiff = Schema.Struct({ path: Schema.String, installed: Schema.String, current: Schema.String, diff: Schema.String })
export type FileDiff = typeof FileDiff.Type
