// Marking What's New entries read answers at once: the cached list and unread count change before the
// server answers, and go back as they were if it refuses. The server's answer carries nothing more (the
// entry is read), so nothing is fetched again afterwards.
import { type QueryKey, useQueryClient } from "@tanstack/react-query"
import { Exit, Option } from "effect"
import { useCallback, useState } from "react"

import { type ApiError, failureOf, useApiAction } from "@/shared/api"

import { markAllNotificationsRead, markNotificationRead, type Notification } from "../api/notifications.ts"
import { notificationKeys } from "../api/queries.ts"

type MarkTarget = number | "all"

export interface MarkRead {
  /** The entry (or "all") being marked; null when none. */
  readonly marking: MarkTarget | null
  /** Resolves with the server's refusal, if any (the cache is back as it was). */
  readonly mark: (target: MarkTarget) => Promise<Option.Option<ApiError>>
}

export function useMarkRead(): MarkRead {
  const queryClient = useQueryClient()
  const { run } = useApiAction({ invalidates: [] })
  const [marking, setMarking] = useState<MarkTarget | null>(null)

  const mark = useCallback(
    async (target: MarkTarget) => {
      setMarking(target)
      const filter = { queryKey: notificationKeys.lists() }
      // An answer in flight would overwrite the mark with what the server said before it.
      await queryClient.cancelQueries(filter)
      const before: ReadonlyArray<readonly [QueryKey, unknown]> = queryClient.getQueriesData(filter)
      const panel = queryClient.getQueryData<ReadonlyArray<Notification>>(notificationKeys.panel())
      const wasUnread = target === "all" || panel?.some((entry) => entry.id === target && !entry.read) !== false
      queryClient.setQueryData<ReadonlyArray<Notification>>(notificationKeys.panel(), (entries) =>
        entries?.map((entry) => (target === "all" || entry.id === target ? { ...entry, read: true } : entry))
      )
      queryClient.setQueriesData<number>({ queryKey: [...notificationKeys.lists(), "unread"] }, (count) =>
        count === undefined ? count : target === "all" ? 0 : wasUnread ? Math.max(0, count - 1) : count
      )
      const exit = await run(target === "all" ? markAllNotificationsRead : markNotificationRead(target))
      setMarking(null)
      if (Exit.isSuccess(exit)) return Option.none()
      const refused = failureOf(exit.cause)
      if (Option.isSome(refused)) before.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data))
      // Interrupted (the panel closed after following an entry) or broken: whether the mark reached the server
      // is unknown, so the lists are read again rather than left showing a mark that may not have happened.
      else void queryClient.invalidateQueries(filter)
      return refused
    },
    [queryClient, run]
  )

  return { marking, mark }
}
