export { NotificationsBell } from "./ui/NotificationsBell.tsx"
export { NotificationsPanel } from "./ui/NotificationsPanel.tsx"
export type { NotificationsPanelProps } from "./ui/NotificationsPanel.tsx"
export { NOTIFICATION_CREATED, notificationsPingAtom, userChannel } from "./model/ping.ts"
