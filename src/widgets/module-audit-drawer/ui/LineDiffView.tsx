// A unified line diff, installed → portal now, under a legend naming the two sides.
import { useMemo } from "react"

import { diffFileLines, DiffLines } from "@/shared/ui/diff-view"
import { VisuallyHidden } from "@/shared/ui/visually-hidden"

import styles from "./ModuleAuditDrawer.module.css"

export interface LineDiffViewProps {
  installed: string
  portal: string
  installedLabel: string
  portalLabel: string
}

export function LineDiffView({ installed, portal, installedLabel, portalLabel }: LineDiffViewProps) {
  const pieces = useMemo(() => diffFileLines(installed, portal), [installed, portal])
  return (
    <figure className={styles.diff}>
      <figcaption className={styles.legend}>
        <span className={styles.legendRemoved}>− {installedLabel}</span>
        <span aria-hidden="true">→</span>
        <VisuallyHidden>to</VisuallyHidden>
        <span className={styles.legendAdded}>+ {portalLabel}</span>
      </figcaption>
      {pieces.length === 0 ? (
        <p className={styles.note}>No differences.</p>
      ) : (
        <DiffLines pieces={pieces} aria-label="Line changes" framed />
      )}
    </figure>
  )
}
