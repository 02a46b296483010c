// The portal's CRM domains (GET /portal/api/v2/domains?portal_id=) and the agency admin's save
// (PUT /portal/api/v2/portals/{id} with name and domain only).
import { Effect } from "effect"

import { ApiClient, type ApiError, type Domain, type Portal } from "@/shared/api"

export const listDomains = (portalId: number): Effect.Effect<ReadonlyArray<Domain>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.domain.list({ urlParams: { portal_id: portalId } }))),
    Effect.map(({ data }) => data)
  )

/** `lock_version`: the version the form opened (a stale save is refused with 409). */
export const savePortalDetails = (
  portalId: number,
  payload: { readonly name: string; readonly domain: string | null; readonly lock_version?: number | undefined }
): Effect.Effect<Portal, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.portalManage.update({ path: { id: portalId }, payload }))),
    Effect.map(({ data }) => data)
  )
