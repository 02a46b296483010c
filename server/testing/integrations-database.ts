// For the integrations' and sandboxes' tests: an in-memory PGlite behind pglite-socket, reached by @effect/sql-pg,
// with the integrations' tables created. Lives as long as the layer.
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer } from "effect"

import { startEmbeddedDatabase } from "../db/embedded.ts"
import integrationsMigration from "../db/migrations/0002_integrations.ts"
import crmPacerMigration from "../db/migrations/0016_crm_pacer.ts"
import { sandboxAuthCodeChallenges } from "../db/migrations/0029_oauth_pkce.ts"
import { pgliteTemplate, TemplateEnv } from "./template-env.ts"

const client = Layer.unwrapScoped(
  Effect.map(Effect.orDie(startEmbeddedDatabase(undefined, pgliteTemplate(TemplateEnv.pgliteEmpty))), (url) =>
    // PGlite is one backend: one connection, as in the server (see server/db/client.ts).
    PgClient.layer({ url, maxConnections: 1 }).pipe(Layer.orDie)
  )
)

export const IntegrationsTestDatabase = Layer.effectDiscard(
  Effect.all([integrationsMigration, crmPacerMigration, sandboxAuthCodeChallenges], { discard: true })
).pipe(Layer.provideMerge(client))
