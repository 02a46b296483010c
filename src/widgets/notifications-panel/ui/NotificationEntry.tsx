// One What's New entry: title, author and date, optional image and avatar, the sanitised description,
// 'View details' when it leads somewhere in the app and, while unread, 'Mark as read'.
import { Link } from "react-aria-components"

import { formatDate } from "@/shared/lib/date"
import { Button } from "@/shared/ui/button"
import { cardListStyles } from "@/shared/ui/card-list"

import type { Notification } from "../api/notifications.ts"
import { sanitizeDescription } from "../lib/sanitize.ts"
import styles from "./NotificationsPanel.module.css"

export interface NotificationEntryProps {
  notification: Notification
  isMarking: boolean
  onMarkRead: (id: number) => void
  /** Its link was followed (the link navigates by itself). */
  onFollow: (notification: Notification) => void
}

export function NotificationEntry({ notification, isMarking, onMarkRead, onFollow }: NotificationEntryProps) {
  return (
    <li aria-label={notification.title} data-read={notification.read} className={`${cardListStyles.card} ${styles.entry}`}>
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
      {notification.link === null && notification.read ? null : (
        <div className={styles.actions}>
          {notification.link === null ? null : (
            <Link
              className={styles.follow}
              href={notification.link}
              onPress={() => onFollow(notification)}
              aria-label={`View details of ${notification.title}`}
            >
              View details
            </Link>
          )}
          {notification.read ? null : (
            <Button
              size="sm"
              variant="secondary"
              isPending={isMarking}
              onPress={() => onMarkRead(notification.id)}
              aria-label={`Mark ${notification.title} as read`}
            >
              Mark as read
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
