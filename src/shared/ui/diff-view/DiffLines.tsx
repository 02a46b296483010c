// A line diff's pieces as a list, one column (it fits a phone): each line carries a visible +/− mark and, for
// screen readers, the words "Added" or "Removed", so the change never rests on colour alone.
import { VisuallyHidden } from "../visually-hidden/index.ts"
import styles from "./DiffLines.module.css"
import type { DiffPiece } from "./lineDiff.ts"

const MARKS = { same: " ", added: "+", removed: "−" } as const
const SPOKEN = { same: "", added: "Added: ", removed: "Removed: " } as const

export interface DiffLinesProps {
  pieces: ReadonlyArray<DiffPiece>
  "aria-label"?: string
  /** A frame around the list (a diff shown on its own); none inside a pane that has its own. */
  framed?: boolean
}

export function DiffLines({ pieces, "aria-label": label, framed = false }: DiffLinesProps) {
  return (
    <ol className={framed ? `${styles.lines} ${styles.framed}` : styles.lines} aria-label={label}>
      {pieces.map((piece, index) =>
        piece.kind === "skipped" ? (
          <li key={index} className={styles.skipped}>
            {piece.count} unchanged {piece.count === 1 ? "line" : "lines"}
          </li>
        ) : (
          <li key={index} className={styles.line} data-kind={piece.kind}>
            <span className={styles.mark} aria-hidden="true">
              {MARKS[piece.kind]}
            </span>
            <VisuallyHidden>{SPOKEN[piece.kind]}</VisuallyHidden>
            <code className={styles.code}>{piece.text === "" ? " " : piece.text}</code>
          </li>
        )
      )}
    </ol>
  )
}
