// The audit's shapes, as the contract defines them (src/shared/api/contract/audit.ts).
import type { AuditFile } from "@/shared/api"

export type { AuditFile, AuditFileContents, AuditSummary, PortalAudit } from "@/shared/api"
export type AuditFileState = AuditFile["state"]
