// The user filter offers the people who appear in the history loaded so far, once each, by name.
import type { History, HistoryUser } from "@/shared/api"

export const historyUsers = (entries: ReadonlyArray<History>, known: ReadonlyArray<HistoryUser> = []): ReadonlyArray<HistoryUser> => {
  const byId = new Map<number, HistoryUser>(known.map((user) => [user.id, user]))
  for (const entry of entries) if (entry.created_by !== null) byId.set(entry.created_by.id, entry.created_by)
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}
