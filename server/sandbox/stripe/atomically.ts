// A change of state and the events announcing it are written in one transaction: a process killed in
// between loses neither (the event rows are what the delivery worker sends), as Stripe never changes
// an object without its event.
import { SqlClient } from "@effect/sql"
import { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"

export const atomically = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(effect)).pipe(
    Effect.catchIf((error): error is SqlError => error instanceof SqlError, Effect.die)
  )
