// The agencies calls of the drawer (base /agency/api/v2; list paged by meta.pagination.total_pages).
import { Effect } from "effect"

import {
  type AdminAppointment,
  type Agency,
  type AgencyCreatePayload,
  type AgencyListParams,
  type AgencyUpdatePayload,
  ApiClient,
  type ApiError,
  type Deletion
} from "@/shared/api"

export interface AgencyPage {
  readonly rows: ReadonlyArray<Agency>
  readonly totalPages: number
  readonly total: number
}

export const listAgencies = (params: AgencyListParams): Effect.Effect<AgencyPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencies.list({ urlParams: params }))),
    Effect.map(({ data, meta }) => ({ rows: data, totalPages: meta.pagination.total_pages, total: meta.pagination.total }))
  )

/** A saved agency and, when the save appointed its admin, whether they were invited or made admin. */
export interface SavedAgency {
  readonly agency: Agency
  readonly admin: AdminAppointment | null
}

const toSaved = ({ data, admin }: { readonly data: Agency; readonly admin?: AdminAppointment | undefined }): SavedAgency => ({
  agency: data,
  admin: admin ?? null
})

export const createAgency = (payload: AgencyCreatePayload): Effect.Effect<SavedAgency, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencies.create({ payload }))),
    Effect.map(toSaved)
  )

export const updateAgency = (id: number, payload: AgencyUpdatePayload): Effect.Effect<SavedAgency, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencies.update({ path: { id }, payload }))),
    Effect.map(toSaved)
  )

/** What deleting the agency would take (its portals, running work, layouts, History, members left alone). */
export const agencyDeletion = (id: number): Effect.Effect<Deletion, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencies.deletion({ path: { id } }))),
    Effect.map(({ data }) => data)
  )

/** Deletes the agency; `cancelWork` cancels its portals' running work (else 409). Answers what went. */
export const deleteAgency = (id: number, cancelWork: boolean): Effect.Effect<Deletion, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.agencies.remove({ path: { id }, urlParams: cancelWork ? { cancel_work: "true" } : {} }))
    ),
    Effect.map(({ data }) => data.deleted)
  )
