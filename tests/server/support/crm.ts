// The portal's HubSpot account as the tests reach it: an access token from the portal's stored refresh
// token (CrmAuth, so the calls are paced like the app's), and its published files.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import { Crm, type CrmAuth } from "../../../server/integrations/crm/index.ts"
import { Secrets } from "../../../server/lib/app-key.ts"

export const portalCrmAuth = (portalId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* Effect.orDie(sql<{ refresh_token_encrypted: string; hub_id: number }>`
      SELECT refresh_token_encrypted, hub_id::float8 AS hub_id FROM portals WHERE id = ${portalId}`)
    const refreshToken = Option.getOrThrow((yield* Secrets).decrypt(row!.refresh_token_encrypted))
    const tokens = yield* Effect.orDie((yield* Crm).refresh(refreshToken))
    return { hubId: row!.hub_id, accessToken: tokens.access_token } satisfies CrmAuth
  })

/** The published file at `path` in the portal's HubSpot account. */
export const publishedCrmFile = (portalId: number, path: string) =>
  Effect.gen(function* () {
    const auth = yield* portalCrmAuth(portalId)
    return yield* Effect.orDie((yield* Crm).readFile(auth, "published", path))
  })
