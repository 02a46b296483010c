// How each audited file's state reads, and which states are changes made in HubSpot since the install.
import type { AuditFileState, AuditSummary } from "../model/types.ts"

export const AUDIT_STATE_LABELS: Readonly<Record<AuditFileState, string>> = {
  unchanged: "Unchanged",
  edited: "Edited in HubSpot",
  missing: "Missing",
  added: "Added in HubSpot"
}

/** The order the summary lists the states in: changes first. */
export const AUDIT_STATES: ReadonlyArray<AuditFileState> = ["edited", "missing", "added", "unchanged"]

export const isAuditChange = (state: AuditFileState): boolean => state !== "unchanged"

export const auditChangeCount = (summary: AuditSummary): number => summary.edited + summary.missing + summary.added
