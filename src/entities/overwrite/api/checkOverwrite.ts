// POST /portals/{id}/overwrite-check: which files the operation would overwrite that the portal holds edited.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

import type { OverwriteCheck, OverwriteOperation } from "../model/types.ts"

export const checkOverwrite = (portalId: number, operation: OverwriteOperation): Effect.Effect<OverwriteCheck, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.overwrite.check({ path: { id: portalId }, payload: { operation } }))),
    Effect.map((answer) => answer.data)
  )
