// Statements marked PREPARED answer as any other, run after run with new values, from two pools on one
// database (the embedded database serves both from one backend, where one name prepared twice is refused).
import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer } from "effect"

import { AppConfig } from "../config.ts"
import { TestDatabase } from "../testing/database.ts"
import { testSettings } from "../testing/settings.ts"
import { SqlLive } from "./client.ts"
import { PREPARED } from "./prepared.ts"

const FreshDatabase = Layer.fresh(TestDatabase.pipe(Layer.provide(AppConfig.make(testSettings({ seedDemo: false })))))

describe("PREPARED", () => {
  it.live("marked statements answer from two pools on one database, run after run", () =>
    Effect.gen(function* () {
      const pools = yield* Effect.forEach([1, 2], () => Effect.map(Layer.build(Layer.fresh(SqlLive)), Context.get(SqlClient.SqlClient)))
      const answers = yield* Effect.forEach([1, 2, 3, 4, 5, 6, 7], (n) =>
        Effect.forEach(
          pools,
          (sql) => sql<{ n: number; doubled: number }>`${sql.literal(PREPARED)} SELECT ${n}::int AS n, ${n}::int * 2 AS doubled`
        )
      )
      expect(answers.flat(2)).toStrictEqual(
        [1, 2, 3, 4, 5, 6, 7].flatMap((n) => [
          { n, doubled: n * 2 },
          { n, doubled: n * 2 }
        ])
      )
    }).pipe(Effect.scoped, Effect.provide(FreshDatabase))
  )
})
