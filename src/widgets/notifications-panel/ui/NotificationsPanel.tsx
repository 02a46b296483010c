// The What's New right panel (spec 1 section 2, spec 2 section 2): the link to the public changelog,
// the newest entries (the changelog and the user's personal ones, which link into the app), 'Mark as
// read' per entry and 'Mark all as read', the daily digest switch; with nothing unread it says
// "You're all caught up!". A read mark changes the cached list and unread count at once (useMarkRead), so
// the list and the bell's dot change without reloading, and change back if the server refuses.
import { Option } from "effect"
import { useEffect } from "react"
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"

import { clientConfigQuery, useApiQuery } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ListError, ListItems, ListLoading } from "@/shared/ui/list-panel"

import type { Notification } from "../api/notifications.ts"
import { notificationQueries } from "../api/queries.ts"
import { useMarkRead } from "../model/useMarkRead.ts"
import { DigestSwitch } from "./DigestSwitch.tsx"
import { NotificationEntry } from "./NotificationEntry.tsx"
import styles from "./NotificationsPanel.module.css"

export interface NotificationsPanelProps {
  isOpen: boolean
  onClose: () => void
  /** Told the caller's unread count each time the loaded list or a read mark changes it. */
  onUnreadChange?: (unread: number) => void
}

export function NotificationsPanel({ isOpen, onClose, onUnreadChange }: NotificationsPanelProps) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable onOpenChange={(open) => (open ? undefined : onClose())} className={styles.overlay}>
      <Modal className={styles.panel}>
        <Dialog className={styles.dialog}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              What's New
            </Heading>
            <AriaButton aria-label="Close" onPress={onClose}>
              <span aria-hidden="true">×</span>
            </AriaButton>
          </header>
          <ChangelogLink />
          <DigestSwitch />
          <PanelBody onUnreadChange={onUnreadChange} onClose={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** Shown only when the server names a public changelog (client config docs_url). */
function ChangelogLink() {
  const config = useApiQuery(clientConfigQuery)
  if (config.status !== "success" || config.data.docs_url === null) return null
  return (
    <a href={config.data.docs_url} target="_blank" rel="noreferrer">
      View the public changelog
    </a>
  )
}

function PanelBody({ onUnreadChange, onClose }: { onUnreadChange: ((unread: number) => void) | undefined; onClose: () => void }) {
  // A realtime notification.created reads the list again (RealtimeBridge).
  const list = useApiQuery(notificationQueries.panel())
  const alerts = useAlerts()
  const { marking, mark: markRead } = useMarkRead()

  const entries: ReadonlyArray<Notification> = list.status === "success" ? list.data : []
  const unread = entries.filter((entry) => !entry.read).length

  useEffect(() => {
    if (list.status === "success") onUnreadChange?.(unread)
  }, [list.status, unread, onUnreadChange])

  const mark = async (target: number | "all") =>
    Option.map(await markRead(target), (error) => alerts.show({ type: "danger", content: error.message }))

  /** Following an entry's link reads it and closes the panel; the link itself navigates. */
  const follow = (entry: Notification) => {
    if (!entry.read) {
      void mark(entry.id)
    }
    onClose()
  }

  if (list.status === "loading") return <ListLoading label="Loading notifications" />
  if (list.status === "failure")
    return <ListError title="Notifications could not be loaded." message={list.error.message} onRetry={list.reload} />

  return (
    <>
      {unread === 0 ? (
        <p className={styles.caughtUp} role="status">
          You're all caught up!
        </p>
      ) : (
        <div className={styles.toolbar}>
          <span>{unread} unread</span>
          <Button size="sm" isPending={marking === "all"} onPress={() => void mark("all")}>
            Mark all as read
          </Button>
        </div>
      )}
      {entries.length === 0 ? null : (
        <ListItems label="What's New entries">
          {entries.map((entry) => (
            <NotificationEntry
              key={entry.id}
              notification={entry}
              isMarking={marking === entry.id}
              onMarkRead={(id) => void mark(id)}
              onFollow={follow}
            />
          ))}
        </ListItems>
      )}
    </>
  )
}
