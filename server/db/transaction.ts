// Runs a unit of work in one database transaction: a mutation and its activity-log entry commit together.
import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect, Predicate } from "effect"

export class Transaction extends Effect.Service<Transaction>()("server/db/Transaction", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    /** Database failures (lost connection, constraint bugs) are defects: the edge answers 500. */
    const run = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      sql
        .withTransaction(effect)
        .pipe(Effect.catchIf((error): error is SqlError => Predicate.isTagged(error, "SqlError"), Effect.die)) as Effect.Effect<A, E, R>
    return { run } as const
  })
}) {}
