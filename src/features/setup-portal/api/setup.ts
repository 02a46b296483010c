// The setup wizard's calls (spec 1 section 7): the folder check and the two ways to start a setup batch
// (each may name the portal).
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

/** Whether the folder is free in the portal's CRM design manager. */
export const checkFolder = (portalId: number, folder: string): Effect.Effect<boolean, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.setup.checkFolder({ path: { id: portalId }, urlParams: { folder } }))),
    Effect.map((answer) => answer.data.available)
  )

/**
 * Starts (or finds the unfinished) setup into the default folder; answers the batch id. `name`, when given,
 * renames the portal first.
 */
export const startSetup = (portalId: number, name?: string): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.setup.setup({ payload: { portal_id: portalId, ...(name === undefined ? {} : { name }) } }))
    ),
    Effect.map((answer) => answer.data.batch_id)
  )

/** Starts the setup into a custom folder (checked free by the server first); answers the batch id. */
export const startCustomSetup = (portalId: number, folder: string, name?: string): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.setup.setupCustom({ payload: { portal_id: portalId, folder, ...(name === undefined ? {} : { name }) } }))
    ),
    Effect.map((answer) => answer.data.batch_id)
  )
