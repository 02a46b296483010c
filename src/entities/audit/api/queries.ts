// The audits' query keys and options: a portal's latest audit is `["audits", portalId]`; the files read for
// it sit under it, `["audits", portalId, "file", path]`, so a new audit reaches both.
import { apiQueryOptions } from "@/shared/api"

import { readAuditFile, readLatestAudit } from "./audits.ts"

export const auditKeys = {
  all: ["audits"] as const,
  ofPortal: (portalId: number) => ["audits", portalId] as const,
  files: (portalId: number) => ["audits", portalId, "file"] as const,
  file: (portalId: number, path: string) => ["audits", portalId, "file", path] as const
}

export const auditQueries = {
  latest: (portalId: number) => apiQueryOptions(auditKeys.ofPortal(portalId), readLatestAudit(portalId)),
  /** Read from the portal's CRM folder (a paced call): kept until the next audit replaces it. */
  file: (portalId: number, path: string) =>
    apiQueryOptions(auditKeys.file(portalId, path), readAuditFile(portalId, path), { staleTime: Number.POSITIVE_INFINITY })
}
