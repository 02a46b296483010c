// The side-by-side View Diff body (spec 2 section 2): a unified diff as two columns, the version the
// portal holds on the left and the current one on the right. Used for theme files and for modules.
import { useMemo } from "react"

import styles from "./DiffView.module.css"
import { type DiffCell, sideBySide } from "./sideBySide.ts"

export interface DiffViewProps {
  /** A unified diff (---/+++ headers, @@ hunks); several files may follow one another. */
  diff: string
  /** Column headings, e.g. 'Installed 1.0.0' and 'Current 1.1.0'. */
  leftLabel: string
  rightLabel: string
}

export function DiffView({ diff, leftLabel, rightLabel }: DiffViewProps) {
  const rows = useMemo(() => sideBySide(diff), [diff])
  if (rows.length === 0) return <p className={styles.empty}>No differences.</p>
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{leftLabel}</th>
          <th scope="col">{rightLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <Cell cell={row.left} />
            <Cell cell={row.right} />
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** What the modal body shows when a diff could not be read: neutral, since diff failures are silent (spec 2 section 8). */
export function DiffUnavailable() {
  return <p className={styles.empty}>The differences cannot be shown right now.</p>
}

function Cell({ cell }: { cell: DiffCell }) {
  return (
    <td className={styles.cell} data-kind={cell.kind}>
      {cell.text}
    </td>
  )
}
