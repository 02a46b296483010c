// CRM sign-in with PKCE (RFC 7636, which HubSpot's token endpoint takes as code_verifier): each sign-in
// flow keeps its own verifier, so an authorization code can only be exchanged by the flow that asked for it
// (the code of one flow sent with the state of another is refused). The sandbox HubSpot keeps the
// challenge with each code and checks the verifier on exchange, as an authorization server does.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const run = (statements: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const statement of statements) {
      yield* sql.unsafe(statement)
    }
  })

/** The sandbox's half, which the integrations' own test database (without the app's tables) needs too. */
export const sandboxAuthCodeChallenges = run([
  `ALTER TABLE sandbox_hubspot_auth_codes ADD COLUMN code_challenge text, ADD COLUMN code_challenge_method text`
])

export default Effect.zipRight(run([`ALTER TABLE oauth_states ADD COLUMN code_verifier_encrypted text`]), sandboxAuthCodeChallenges)
