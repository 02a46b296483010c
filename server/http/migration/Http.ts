// The "migration" group: the pages a core portal's migration would move, starting it, reverting it.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { Migration } from "../../domain/migration/Migration.ts"
import { REVERT_STARTED } from "../../domain/migration/migrationBatch.ts"

export const MigrationHttpLive = HttpApiBuilder.group(Api, "migration", (handlers) =>
  Effect.map(Migration, (migration) =>
    handlers
      .handle("pages", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => migration.pages(user, path.id)).pipe(Effect.map((data) => ({ data })))
      )
      .handle("migrate", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => migration.migrate(user, path.id, payload.pages)).pipe(
          Effect.map((batch_id) => ({ data: { batch_id } }))
        )
      )
      .handle("revert", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => migration.revert(user, path.id)).pipe(
          Effect.map((batch_id) => ({ message: REVERT_STARTED, data: { batch_id } }))
        )
      )
  )
)
