// The Files drawer (spec 2 sections 2 and 4): the portal's theme files with Add / Added / Update /
// Revert, and 'Update All' while something is upgradeable. A suspended agency sees why nothing works.
import { useAtomValue } from "jotai"

import { isSuspended } from "@/entities/agency"
import { FileRow } from "@/entities/file"
import { useOpenPortal } from "@/entities/portal"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { FileActionButton, UpdateAllButton, ViewDiffButton } from "@/features/manage-files"
import type { Portal } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Drawer } from "@/shared/ui/drawer"
import { ListEmpty, ListError, ListItems, ListLoading, ListPanel, ListToolbar } from "@/shared/ui/list-panel"

import { useFileList } from "../model/useFileList.ts"
import styles from "./FilesDrawer.module.css"

export const FILES_SUSPENDED_TEXT = "This agency is suspended, so files cannot be added, updated or reverted."

export function FilesDrawer() {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
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

  if (list.status === "loading") return <ListLoading label="Loading files…" />
  if (list.status === "failure") return <ListError title="Files could not be loaded." message={list.error.message} onRetry={list.reload} />
  return (
    <ListPanel>
      {suspended ? <Alert type="warning">{FILES_SUSPENDED_TEXT}</Alert> : null}
      <ListToolbar align="end">
        <UpdateAllButton files={list.data} portalId={portal.id} isDisabled={suspended} onChanged={list.replace} />
      </ListToolbar>
      {list.data.length === 0 ? (
        <ListEmpty>No files found.</ListEmpty>
      ) : (
        <ListItems label="Files">
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
        </ListItems>
      )}
    </ListPanel>
  )
}
