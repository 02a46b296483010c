// When a batch started or ended and who started it, as its card says it: "Started 28 November 2026 10:00
// by Ada Admin", "Finished 28 November 2026 10:01".
import type { PortalBatch } from "@/entities/batch"
import { formatDate } from "@/shared/lib/date"

export const startedText = (batch: Pick<PortalBatch, "created_at" | "started_by">, timeZone?: string): string => {
  const when = `Started ${formatDate(batch.created_at, "detailed", timeZone === undefined ? {} : { timeZone })}`
  return batch.started_by === null ? when : `${when} by ${batch.started_by.name}`
}

export const finishedText = (batch: Pick<PortalBatch, "finished_at">, timeZone?: string): string | null =>
  batch.finished_at === null ? null : `Finished ${formatDate(batch.finished_at, "detailed", timeZone === undefined ? {} : { timeZone })}`
