// The bell in the main bars: a dot while the caller has unread notifications, opening What's New.
// Notifications are not loaded for super admins (spec 2 section 6), so for them the bell is absent and
// GET /notifications/check is never sent; guests have no bell either.
import { useAtom, useAtomValue } from "jotai"
import { useEffect } from "react"
import { Button as AriaButton } from "react-aria-components"

import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { useApiQuery } from "@/shared/api"

import { notificationQueries } from "../api/queries.ts"
import { whatsNewOpenAtom } from "../model/open.ts"
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
  // A realtime notification.created checks again (RealtimeBridge); read marks change the cached count.
  const check = useApiQuery(notificationQueries.unread(userId))
  const [isOpen, setOpen] = useAtom(whatsNewOpenAtom)
  // A different login starts closed.
  useEffect(() => () => setOpen(false), [setOpen])
  const unread = check.status === "success" ? check.data : 0

  return (
    <>
      <AriaButton className={styles.bell} aria-label="What's New" aria-expanded={isOpen} onPress={() => setOpen(true)}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread > 0 ? <span className={styles.dot} role="img" aria-label="Unread notifications" /> : null}
      </AriaButton>
      <NotificationsPanel isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  )
}
