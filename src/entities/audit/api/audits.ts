// Audit reads: a portal's latest audit (null when it was never audited) and one audited file as it was
// installed and as the portal holds it now.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

import type { AuditFileContents, PortalAudit } from "../model/types.ts"

export const readLatestAudit = (portalId: number): Effect.Effect<PortalAudit | null, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.audit.latest({ path: { id: portalId } }))),
    Effect.map((answer) => answer.data)
  )

export const readAuditFile = (portalId: number, path: string): Effect.Effect<AuditFileContents, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.audit.file({ path: { id: portalId }, urlParams: { path } }))),
    Effect.map((answer) => answer.data)
  )
