// What's New in the query cache: both reads are of the notifications list (the panel's newest page and the
// bell's unread count), so `notificationKeys.lists()` reaches both when an entry is added.
import type { QueryClient } from "@tanstack/react-query"

import { apiQueryOptions } from "@/shared/api"

import { readDigest } from "./digest.ts"
import { countUnread, listNotifications } from "./notifications.ts"

export const notificationKeys = {
  all: ["notifications"] as const,
  lists: () => ["notifications", "list"] as const,
  panel: () => ["notifications", "list", "panel"] as const,
  unread: (userId: number) => ["notifications", "list", "unread", userId] as const,
  /** The caller's daily digest choice; apart from the lists, so a new entry does not read it again. */
  digest: () => ["notifications", "digest"] as const
}

export const notificationQueries = {
  panel: () => apiQueryOptions(notificationKeys.panel(), listNotifications),
  unread: (userId: number) => apiQueryOptions(notificationKeys.unread(userId), countUnread),
  digest: () => apiQueryOptions(notificationKeys.digest(), readDigest)
}

/** notification.created: a personal entry was added, so the list and the unread count are read again. */
export const notificationAdded = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: notificationKeys.lists() })
