// Audits a portal now (POST /portal/api/v2/portals/{id}/audit): the server reads its CRM folder and answers the stored result.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

import type { PortalAudit } from "../model/types.ts"

export const runAudit = (portalId: number): Effect.Effect<PortalAudit, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.audit.run({ path: { id: portalId } }))),
    Effect.map((answer) => answer.data)
  )
