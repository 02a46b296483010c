// One What's New entry: title, author and date, optional image and avatar, the sanitised description
// and, while unread, 'Mark as read'.
import { formatDate } from "@/shared/lib/date"
import { Button } from "@/shared/ui/button"
import type { Notification } from "../api/notifications.ts"
import { sanitizeDescription } from "../lib/sanitize.ts"
import styles from "./NotificationsPanel.module.css"

export interface NotificationEntryProps {
  notification: Notification
  isMarking: boolean
  onMarkRead: (id: number) => void
}

export function NotificationEntry({ notification, isMarking, onMarkRead }: NotificationEntryProps) {
  return (
    <li
      aria-label={notification.title}
      data-read={notification.read}
      className={[styles.entry, notification.read ? undefined : styles.unread].filter(Boolean).join(" ")}
    >
      <h3 className={styles.entryTitle}>{notification.title}</h3>
      <div className={styles.byline}>
        {notification.avatar === null ? null : <img className={styles.avatar} src={notification.avatar} alt="" />}
        <span>{notification.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={notification.date}>{formatDate(notification.date, "full")}</time>
        <span aria-hidden="true">·</span>
        <span>{notification.read ? "Read" : "Unread"}</span>
      </div>
      {notification.image === null ? null : <img className={styles.image} src={notification.image} alt="" />}
      {/* Admin-written HTML: only the sanitised copy is rendered. */}
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeDescription(notification.description) }} />
      {notification.read ? null : (
        <div>
          <Button size="sm" variant="secondary" isPending={isMarking} onPress={() => onMarkRead(notification.id)} aria-label={`Mark ${notification.title} as read`}>
            Mark as read
          </Button>
        </div>
      )}
    </li>
  )
}
