// The Files drawer (spec 2 sections 2 and 4): the portal's theme files with Add / Added / Update /
// Revert, and 'Update All' while something is upgradeable. A suspended agency sees why nothing works.
import { useAtomValue } from "jotai"
import { isSuspended } from "@/entities/agency"
import { FileRow } from "@/entities/file"
import { selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { FileActionButton, UpdateAllButton, ViewDiffButton } from "@/features/manage-files"
import type { Portal } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Drawer } from "@/shared/ui/drawer"
import { Spinner } from "@/shared/ui/spinner"
import { useFileList } from "../model/useFileList.ts"
import styles from "./FilesDrawer.module.css"

export const FILES_SUSPENDED_TEXT = "This agency is suspended, so files cannot be added, updated or reverted."

export function FilesDrawer() {
  const portal = useAtomValue(selectedPortalAtom)
  return (
    <Drawer name="files" title="Files">
      {portal === null ? null : <FilesDrawerBody key={portal.id} portal={portal} />}
    </Drawer>
  )
}

function FilesDrawerBody({ portal }: { portal: Portal }) {
  const user = useAtomValue(currentUserAtom)
  // The portal's agency decides; without a membership of it, the user's own agency (as for modules).
  const agency = user?.agencies.find((candidate) => candidate.id === portal.agency?.id) ?? user?.agency ?? null
  const suspended = isSuspended(agency)
  const list = useFileList(portal.id)

  if (list.status === "loading") return <Spinner size="lg" label="Loading files…" className={styles.spinner} />
  if (list.status === "failure") {
    return (
      <Alert type="danger" title="Files could not be loaded.">
        <p className={styles.errorText}>{list.error.message}</p>
        <Button size="sm" variant="secondary" onPress={list.reload}>
          Retry
        </Button>
      </Alert>
    )
  }
  return (
    <div className={styles.body}>
      {suspended ? <Alert type="warning">{FILES_SUSPENDED_TEXT}</Alert> : null}
      <div className={styles.toolbar}>
        <UpdateAllButton files={list.data} portalId={portal.id} isDisabled={suspended} onChanged={list.replace} />
      </div>
      {list.data.length === 0 ? <p className={styles.empty}>No files found.</p> : (
        <ul className={styles.list} aria-label="Files">
          {list.data.map((file) => (
            <FileRow
              key={file.path}
              file={file}
              action={
                <span className={styles.actions}>
                  <ViewDiffButton file={file} portalId={portal.id} />
                  <FileActionButton file={file} portalId={portal.id} isDisabled={suspended} onChanged={list.replace} />
                </span>
              }
            />
          ))}
        </ul>
      )}
    </div>
  )
}
