export { NotificationsBell } from "./ui/NotificationsBell.tsx"
export { NotificationsPanel } from "./ui/NotificationsPanel.tsx"
export type { NotificationsPanelProps } from "./ui/NotificationsPanel.tsx"
export { notificationsPingAtom, useInvalidateOnPing } from "./model/ping.ts"
