// What a file button does and the success texts of spec 2 section 4 (Files).
import type { FileButtonState, ThemeFile } from "@/shared/api"

import type { FileChange } from "../api/fileActions.ts"

export const ALL_FILES_UPDATED = "All files have been updated!"

const changes: Record<FileButtonState, FileChange | null> = { Add: "install", Added: null, Update: "upgrade", Revert: "revert" }

/** The call a press makes; null for 'Added', which has nothing to do. */
export const fileChangeOf = (file: Pick<ThemeFile, "button_state">): FileChange | null => changes[file.button_state]

export const fileSuccessMessage = (name: string, change: FileChange): string =>
  change === "install" ? `${name} has been added!` : change === "upgrade" ? `${name} has been updated!` : `${name} has been reverted!`
