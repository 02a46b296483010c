// The database the server runs on: located, migrated, then seeded (with the sandbox HubSpot's test accounts).
import { Effect, Layer } from "effect"

import { AppConfig } from "../config.ts"
import { Database, SqlLive } from "../db/client.ts"
import { MigrationsLive } from "../db/migrate.ts"
import { seed } from "../db/seed.ts"
import { SandboxHubspotSettings } from "../sandbox/hubspot/index.ts"
import { CrmSeederLive } from "./crm-seeder.ts"
import { seedDemoActivity } from "./seed-activity.ts"
import { seedDemoFleet } from "./seed-fleet.ts"

/** SqlClient over the located database, migrated and seeded before anything else uses it. */
export const migratedDatabase = (location: Layer.Layer<Database, never, AppConfig>) =>
  Layer.effectDiscard(seed(Effect.zipRight(seedDemoActivity, seedDemoFleet))).pipe(
    Layer.provide(MigrationsLive),
    Layer.provide(CrmSeederLive),
    // Seeding only reads the sandbox's client id, which does not depend on the final port.
    Layer.provide(Layer.unwrapEffect(Effect.map(AppConfig, ({ appUrl }) => SandboxHubspotSettings.fromEnv({ appUrl })))),
    Layer.provideMerge(SqlLive),
    Layer.provideMerge(location)
  )
