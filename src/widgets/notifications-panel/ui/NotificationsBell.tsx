// The bell in the main bars: a dot while the caller has unread notifications, opening What's New.
// Notifications are not loaded for super admins (spec 2 section 6), so for them the bell is absent and
// GET /notifications/check is never sent; guests have no bell either.
import { useAtom, useAtomValue } from "jotai"
import { useCallback, useEffect, useState } from "react"
import { Button as AriaButton } from "react-aria-components"

import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { queryKey, useApiQuery } from "@/shared/api"

import { countUnread } from "../api/notifications.ts"
import { whatsNewOpenAtom } from "../model/open.ts"
import { notificationsPingAtom, useInvalidateOnPing } from "../model/ping.ts"
import styles from "./NotificationsPanel.module.css"
import { NotificationsPanel } from "./NotificationsPanel.tsx"

export function NotificationsBell() {
  const user = useAtomValue(currentUserAtom)
  const { isAdmin } = useAtomValue(roleFlagsAtom)
  if (user === null || isAdmin) return null
  // Keyed by user so a different login checks again.
  return <MemberBell key={user.id} userId={user.id} />
}

function MemberBell({ userId }: { userId: number }) {
  // A realtime ping (a personal entry was added) checks again.
  const ping = useAtomValue(notificationsPingAtom)
  const check = useApiQuery(queryKey("notifications", userId, "unread"), countUnread)
  useInvalidateOnPing([queryKey("notifications")])
  const [isOpen, setOpen] = useAtom(whatsNewOpenAtom)
  // A different login starts closed.
  useEffect(() => () => setOpen(false), [setOpen])
  // Once the panel has reported a count it is newer than the check's, until the next ping.
  const [reported, setReported] = useState<{ readonly unread: number; readonly ping: number } | null>(null)
  const reportUnread = useCallback((unread: number) => setReported({ unread, ping }), [ping])
  const unread = reported !== null && reported.ping === ping ? reported.unread : check.status === "success" ? check.data : 0

  return (
    <>
      <AriaButton className={styles.bell} aria-label="What's New" aria-expanded={isOpen} onPress={() => setOpen(true)}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread > 0 ? <span className={styles.dot} role="img" aria-label="Unread notifications" /> : null}
      </AriaButton>
      <NotificationsPanel isOpen={isOpen} onClose={() => setOpen(false)} onUnreadChange={reportUnread} />
    </>
  )
}
