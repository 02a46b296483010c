// Bumped whenever the server says a personal What's New entry was added for the signed-in user
// (notification.created on their private channel): the bell checks again and an open panel reloads.
import { atom } from "jotai"

export const notificationsPingAtom = atom(0)

/** The signed-in user's private realtime channel and the event that bumps the atom. */
export const userChannel = (userId: number) => `private-user.${userId}`
export const NOTIFICATION_CREATED = "notification.created"
