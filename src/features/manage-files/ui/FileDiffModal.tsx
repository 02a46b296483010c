// View Diff for a theme file: the portal's version and the current one side by side.
import { useMemo } from "react"
import { type ThemeFile, useApiQuery } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { Spinner } from "@/shared/ui/spinner"
import { getFileDiff } from "../api/fileActions.ts"
import { type DiffCell, sideBySide } from "../model/sideBySide.ts"
import styles from "./FileDiffModal.module.css"

export interface FileDiffModalProps {
  file: ThemeFile
  portalId: number
  onClose: () => void
}

export function FileDiffModal({ file, portalId, onClose }: FileDiffModalProps) {
  const result = useApiQuery(`file-diff:${portalId}:${file.path}`, getFileDiff(file.path, portalId))
  const rows = useMemo(() => (result.status === "success" ? sideBySide(result.data.diff) : []), [result])
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} width="80%">
      <Dialog
        title={`View Diff: ${file.name}`}
        footer={
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
        }
      >
        {result.status === "loading" ? <Spinner label="Loading diff…" /> : null}
        {result.status === "failure" ? <Alert type="danger">{result.error.message}</Alert> : null}
        {result.status === "success" ? (
          rows.length === 0 ? <p>No differences.</p> : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Installed {result.data.installed}</th>
                  <th scope="col">Current {result.data.current}</th>
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
        ) : null}
      </Dialog>
    </Modal>
  )
}

function Cell({ cell }: { cell: DiffCell }) {
  return (
    <td className={styles.cell} data-kind={cell.kind}>
      {cell.text}
    </td>
  )
}
