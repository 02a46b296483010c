// Seeding for demo data: a test account already connected to the app.
import { Effect, Option } from "effect"
import { SandboxHubspotSettings } from "./settings.ts"
import { ensureAccount } from "./store/accounts.ts"
import { createGrant, findSeededGrant } from "./store/oauth.ts"

export interface SandboxAccountSeed {
  readonly hubId: number
  readonly name: string
  readonly domain: string
  readonly scopes: ReadonlyArray<string>
}

/**
 * Creates the account (once) and returns a refresh token granted to the app for `scopes`.
 * Idempotent per hub id and scopes: running the seed again returns the same valid token, so a
 * refresh token stored by an earlier run keeps working.
 */
export const seedSandboxAccount = (seed: SandboxAccountSeed) =>
  Effect.gen(function* () {
    const settings = yield* SandboxHubspotSettings
    const scopes = [...new Set(seed.scopes)]
    yield* ensureAccount({ hub_id: seed.hubId, name: seed.name, domain: seed.domain })
    const existing = yield* findSeededGrant(seed.hubId, settings.clientId, scopes)
    if (Option.isSome(existing)) return existing.value.refresh_token
    return yield* createGrant({ hubId: seed.hubId, clientId: settings.clientId, scopes, seeded: true })
  })
