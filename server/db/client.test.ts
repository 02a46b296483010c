// The pool never cancels a statement from outside: an interrupted statement runs to its end on its connection,
// the interruption itself is prompt, and no statement after it fails (on PostgreSQL a late
// pg_cancel_backend used to fail another request's statement: the bench's 500).
import { SqlClient } from "@effect/sql"
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Fiber, Layer, Schedule } from "effect"

import { AppConfig } from "../config.ts"
import { TestDatabase } from "../testing/database.ts"
import { testSettings } from "../testing/settings.ts"
import { Database, SqlLive } from "./client.ts"

const FreshDatabase = Layer.fresh(
  SqlLive.pipe(Layer.provideMerge(TestDatabase), Layer.provide(AppConfig.make(testSettings({ seedDemo: false }))))
)

describe("SqlLive", () => {
  it.live("an interrupted statement finishes, promptly for the fiber, and every statement after it succeeds", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { embedded } = yield* Database
      yield* sql`CREATE TABLE finished (id int)`
      const statement = yield* Effect.fork(sql.unsafe("SELECT pg_sleep(0.4); INSERT INTO finished VALUES (1)"))
      if (embedded) {
        // PGlite runs one statement at a time and has no pg_stat_activity to watch: give the statement a
        // moment to be sent. Every assertion below holds whether or not it was.
        yield* Effect.sleep("50 millis")
      } else {
        yield* sql<{ running: boolean }>`SELECT count(*) > 0 AS running FROM pg_stat_activity
          WHERE query LIKE 'SELECT pg_sleep(0.4)%' AND state = 'active'`.pipe(
          Effect.flatMap(([row]) => (row?.running === true ? Effect.void : Effect.fail("not yet"))),
          Effect.retry(Schedule.spaced("10 millis").pipe(Schedule.upTo("10 seconds")))
        )
      }
      const [took] = yield* Effect.timed(Fiber.interrupt(statement))
      expect(Duration.toMillis(took)).toBeLessThan(2_000)
      // Statements on every connection of the pool, the interrupted one's included, while its statement ends.
      const answers = yield* Effect.forEach(
        Array.from({ length: 40 }, (_, i) => i),
        (i) => sql<{ n: number }>`SELECT ${i}::int AS n`,
        {
          concurrency: 10
        }
      )
      expect(answers.map(([row]) => row?.n)).toStrictEqual(Array.from({ length: 40 }, (_, i) => i))
      if (!embedded) {
        // The statement was not cancelled: its insert lands (read until it has, as a user would refresh).
        const rows = yield* sql<{ id: number }>`SELECT id FROM finished`.pipe(
          Effect.filterOrFail((found) => found.length === 1),
          Effect.retry(Schedule.spaced("20 millis").pipe(Schedule.upTo("10 seconds")))
        )
        expect(rows).toStrictEqual([{ id: 1 }])
      }
    }).pipe(Effect.provide(FreshDatabase))
  )
})
