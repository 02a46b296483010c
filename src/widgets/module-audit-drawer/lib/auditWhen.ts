// When an audit was taken, as the drawer says it: relative while recent ("2 hours ago"), with the absolute
// date beside it ("20 November 2026 10:30") and who ran it.
import { Temporal } from "temporal-polyfill"

import type { PortalAudit } from "@/entities/audit"
import { formatDate } from "@/shared/lib/date"

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`

/** Null when the date is unreadable or older than a month (the absolute date says it better then). */
export const relativeTime = (at: string, now: Temporal.Instant = Temporal.Now.instant()): string | null => {
  let instant: Temporal.Instant
  try {
    instant = Temporal.Instant.from(at)
  } catch {
    return null
  }
  const seconds = Math.floor(now.since(instant).total({ unit: "seconds" }))
  if (seconds < 60) return "just now"
  if (seconds < 3600) return plural(Math.floor(seconds / 60), "minute")
  if (seconds < 86_400) return plural(Math.floor(seconds / 3600), "hour")
  if (seconds < 30 * 86_400) return plural(Math.floor(seconds / 86_400), "day")
  return null
}

export interface AuditWhen {
  readonly relative: string | null
  readonly absolute: string
  readonly by: string | null
}

export const auditWhen = (audit: Pick<PortalAudit, "taken_at" | "taken_by">, now?: Temporal.Instant, timeZone?: string): AuditWhen => ({
  relative: relativeTime(audit.taken_at, now),
  absolute: formatDate(audit.taken_at, "detailed", timeZone === undefined ? {} : { timeZone }),
  by: audit.taken_by?.name ?? null
})
