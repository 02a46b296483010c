// Seeding for demo data: a test account already connected to the app.
import { Effect, Option } from "effect"

import { SandboxHubspotSettings } from "./settings.ts"
import { ensureAccount } from "./store/accounts.ts"
import { createPage, listPages } from "./store/content.ts"
import { createGrant, findSeededGrant } from "./store/oauth.ts"

export interface SandboxAccountSeed {
  readonly hubId: number
  readonly name: string
  readonly domain: string
  readonly scopes: ReadonlyArray<string>
  /** Published site pages the account starts with (only written when it has none). */
  readonly pages?: ReadonlyArray<{ readonly name: string; readonly slug: string; readonly templatePath: string }>
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
    if ((seed.pages ?? []).length > 0 && (yield* listPages(seed.hubId, "site", 0, 1)).total === 0) {
      for (const page of seed.pages ?? []) {
        yield* createPage(seed.hubId, "site", {
          name: page.name,
          slug: page.slug,
          templatePath: page.templatePath,
          htmlTitle: page.name,
          state: "PUBLISHED",
          properties: {}
        })
      }
    }
    const existing = yield* findSeededGrant(seed.hubId, settings.clientId, scopes)
    if (Option.isSome(existing)) return existing.value.refresh_token
    return yield* createGrant({ hubId: seed.hubId, clientId: settings.clientId, scopes, seeded: true })
  })
