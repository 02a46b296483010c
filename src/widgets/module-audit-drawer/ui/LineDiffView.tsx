// A unified line diff, one column (it fits a phone): each line carries a visible +/− marker and, for screen
// readers, the words "Added" or "Removed", so the change never rests on colour alone.
import { useMemo } from "react"

import { diffFileLines } from "../lib/lineDiff.ts"
import styles from "./ModuleAuditDrawer.module.css"

export interface LineDiffViewProps {
  installed: string
  portal: string
  installedLabel: string
  portalLabel: string
}

const MARKS = { same: " ", added: "+", removed: "−" } as const
const SPOKEN = { same: "", added: "Added: ", removed: "Removed: " } as const

export function LineDiffView({ installed, portal, installedLabel, portalLabel }: LineDiffViewProps) {
  const pieces = useMemo(() => diffFileLines(installed, portal), [installed, portal])
  return (
    <figure className={styles.diff}>
      <figcaption className={styles.legend}>
        <span className={styles.legendRemoved}>− {installedLabel}</span>
        <span aria-hidden="true">→</span>
        <span className={styles.srOnly}>to</span>
        <span className={styles.legendAdded}>+ {portalLabel}</span>
      </figcaption>
      {pieces.length === 0 ? (
        <p className={styles.note}>No differences.</p>
      ) : (
        <ol className={styles.lines} aria-label="Line changes">
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
                <span className={styles.srOnly}>{SPOKEN[piece.kind]}</span>
                <code className={styles.code}>{piece.text === "" ? " " : piece.text}</code>
              </li>
            )
          )}
        </ol>
      )}
    </figure>
  )
}
