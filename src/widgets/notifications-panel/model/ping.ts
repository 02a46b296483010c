// Bumped whenever the server says a personal What's New entry was added for the signed-in user
// (notification.created on their private channel): the bell checks again and an open panel reloads.
import { atom } from "jotai"

export const notificationsPingAtom = atom(0)
