// POST /layouts with no content: the server saves the portal's installed modules and theme files.
import { Effect } from "effect"

import { ApiClient, type ApiError, type Layout } from "@/shared/api"

export const saveLayout = (portalId: number, name: string): Effect.Effect<Layout, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.layout.create({ payload: { portal: portalId, name } }))),
    Effect.map((answer) => answer.data)
  )
