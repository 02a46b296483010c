// The super admin's portal calls: GET /admin/portals (+/{id}), PUT /portals/{id} with the admin payload,
// GET /portals/{id}/deletion and DELETE /portals/{id} (what goes, then Delete), DELETE /portals/{id}/installation
// (Delete SR), and the agencies for the form.
import { Effect } from "effect"

import {
  type AgencyRef,
  ApiClient,
  type ApiError,
  type Deletion,
  type Portal,
  type PortalListParams,
  type PortalUpdatePayload
} from "@/shared/api"

import { AGENCY_OPTIONS_LIMIT } from "../config/paging.ts"

export interface PortalPage {
  readonly rows: ReadonlyArray<Portal>
  readonly totalPages: number
  readonly total: number
}

export const listAdminPortals = (params: PortalListParams): Effect.Effect<PortalPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.adminPortal.list({ urlParams: params }))),
    Effect.map(({ data, meta }) => ({ rows: data, totalPages: meta.pagination.total_pages, total: meta.pagination.total }))
  )

export const readAdminPortal = (id: number): Effect.Effect<Portal, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.adminPortal.read({ path: { id } }))),
    Effect.map(({ data }) => data)
  )

/** The admin's body: every field; `lock_version`, the version the form opened (a stale save is refused with 409). */
export const updateAdminPortal = (id: number, payload: PortalUpdatePayload): Effect.Effect<Portal, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.portalManage.update({ path: { id }, payload }))),
    Effect.map(({ data }) => data)
  )

/** What deleting the portal would take (its child portals, running work, layouts, History entries). */
export const portalDeletion = (id: number): Effect.Effect<Deletion, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.portalManage.deletion({ path: { id } }))),
    Effect.map(({ data }) => data)
  )

/** Deletes the portal with its child portals; `cancelWork` cancels their running work (else 409). Answers what went. */
export const deleteAdminPortal = (id: number, cancelWork: boolean): Effect.Effect<Deletion, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.portalManage.remove({ path: { id }, urlParams: cancelWork ? { cancel_work: "true" } : {} }))
    ),
    Effect.map(({ deleted }) => deleted)
  )

export const deletePortalInstallation = (id: number): Effect.Effect<void, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.portalManage.removeInstallation({ path: { id } }))),
    Effect.asVoid
  )

/** Every agency by name, for the Agency select. */
export const listAgencyOptions: Effect.Effect<ReadonlyArray<AgencyRef>, ApiError, ApiClient> = ApiClient.pipe(
  Effect.flatMap((api) =>
    api.call((client) => client.agencies.list({ urlParams: { limit: AGENCY_OPTIONS_LIMIT, sort_by: "name", sort_direction: "asc" } }))
  ),
  Effect.map(({ data }) => data.map((agency) => ({ id: agency.id, name: agency.name })))
)
