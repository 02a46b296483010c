// Runs pending migrations before anything else touches the database.
import { NodeContext } from "@effect/platform-node"
import { PgMigrator } from "@effect/sql-pg"
import { Effect, Layer } from "effect"

import { migrations } from "./migrations/index.ts"

export const MigrationsLive = Layer.effectDiscard(
  PgMigrator.run({ loader: migrations }).pipe(
    Effect.tap((applied) =>
      applied.length === 0 ? Effect.void : Effect.logInfo(`Applied migrations: ${applied.map(([id, name]) => `${id}_${name}`).join(", ")}`)
    ),
    Effect.orDie
  )
).pipe(Layer.provide(NodeContext.layer))
