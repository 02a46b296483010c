// Binds the seed's CRM step to the sandbox HubSpot: one test account per seeded portal, each with a
// grant to the app whose refresh token the portal stores (encrypted). It lives in the composition root
// because the database layer may not know the sandboxes, nor a sandbox the database layer.
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"

import { type CrmGrant, CrmSeeder } from "../db/seed.ts"
import { SandboxHubspotSettings, seedSandboxAccount } from "../sandbox/hubspot/index.ts"

export const CrmSeederLive = Layer.effect(
  CrmSeeder,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const settings = yield* SandboxHubspotSettings
    return {
      grantAccounts: (accounts) =>
        Effect.forEach(accounts, (account) =>
          seedSandboxAccount({
            hubId: account.hub_id,
            name: account.name,
            domain: account.domain,
            scopes: account.scopes,
            pages: account.pages ?? []
          }).pipe(
            Effect.map((refreshToken): readonly [number, CrmGrant] => [
              account.hub_id,
              { refresh_token: refreshToken, scopes: account.scopes }
            ])
          )
        ).pipe(
          Effect.map((entries) => new Map(entries)),
          Effect.provideService(SqlClient.SqlClient, sql),
          Effect.provideService(SandboxHubspotSettings, settings)
        )
    }
  })
)
