// One version of an edited file in the review: its lines, and (for the portal's and the new version) what
// changed since the installed version, each line with a visible +/− mark and spoken "Added"/"Removed", so
// the change never rests on colour alone.
import { useMemo } from "react"

import { diffFileLines, DiffLines, type DiffPiece, linesOf } from "@/shared/ui/diff-view"

import styles from "./OverwriteReview.module.css"

export interface VersionPaneProps {
  label: string
  text: string
  /** What the app installed: the pane shows its changes from it; null shows the text as it is. */
  installed: string | null
  /** Shown instead of lines, e.g. when the app never wrote the file. */
  note?: string
}

export function VersionPane({ label, text, installed, note }: VersionPaneProps) {
  const pieces = useMemo(
    (): ReadonlyArray<DiffPiece> =>
      installed === null ? linesOf(text).map((line) => ({ kind: "same", text: line })) : diffFileLines(installed, text),
    [installed, text]
  )
  const unchanged = installed !== null && pieces.length === 0
  return (
    <figure className={styles.pane}>
      <figcaption className={styles.paneLabel}>{label}</figcaption>
      {/* Focusable and named, so a keyboard can scroll a long file and a screen reader knows which one it is in. */}
      <div className={styles.paneBody} role="group" aria-label={label} tabIndex={0}>
        {note !== undefined ? (
          <p className={styles.note}>{note}</p>
        ) : unchanged ? (
          <p className={styles.note}>Same as installed.</p>
        ) : pieces.length === 0 ? (
          <p className={styles.note}>Empty file.</p>
        ) : (
          <DiffLines pieces={pieces} />
        )}
      </div>
    </figure>
  )
}
