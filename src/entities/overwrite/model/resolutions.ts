// The user's choice per edited file, and the `resolutions` a write call takes from them.
import type { DriftedFile, FileResolution, OverwriteChoice } from "./types.ts"

export interface FileDecision {
  readonly choice: OverwriteChoice | null
  /** The merged text once every conflict of a merge is resolved; null until then (or for keep/take). */
  readonly merged: string | null
}

export const UNDECIDED: FileDecision = { choice: null, merged: null }

/** A file is decided when it has a choice, and a merge also its merged text. */
export const isDecided = (decision: FileDecision | undefined): boolean =>
  decision?.choice != null && (decision.choice !== "merge" || decision.merged !== null)

/**
 * One resolution per file, echoing the portal hash the user reviewed; null while a file is undecided, so
 * nothing is written before every edited file has its choice.
 */
export const buildResolutions = (
  files: ReadonlyArray<DriftedFile>,
  decisions: Readonly<Record<string, FileDecision>>
): ReadonlyArray<FileResolution> | null => {
  const resolutions: Array<FileResolution> = []
  for (const file of files) {
    const decision = decisions[file.path]
    if (decision === undefined || !isDecided(decision) || decision.choice === null) return null
    resolutions.push(
      decision.choice === "merge"
        ? { path: file.path, portal_hash: file.portal_hash, choice: "merge", content: decision.merged ?? "" }
        : { path: file.path, portal_hash: file.portal_hash, choice: decision.choice }
    )
  }
  return resolutions
}

/** The write payload with its resolutions; none added when nothing was edited, so the body stays as before. */
export const withResolutions = <P extends object>(
  payload: P,
  resolutions: ReadonlyArray<FileResolution> | undefined
): P & { resolutions?: ReadonlyArray<FileResolution> } =>
  resolutions === undefined || resolutions.length === 0 ? payload : { ...payload, resolutions }
