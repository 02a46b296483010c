// A stand-in for the server process in embedded-shutdown.test.ts: it starts the embedded database in its
// own process as the server does, and on SIGTERM keeps using it for a moment (as the server does while it
// shuts down: the batch worker's next poll, a request still being answered) before closing its scope.
// Prints "ready", then "query after SIGTERM: ok" or "…: failed (reason)", then "closed".
import { PgClient } from "@effect/sql-pg"
import { Context, Deferred, Effect, Exit, Layer } from "effect"

import { startEmbeddedDatabaseProcess } from "../../../server/db/embedded.ts"

const dataDir = process.argv[2]
if (dataDir === undefined) throw new Error("usage: embedded-shutdown-driver.ts <data dir>")

const program = Effect.scoped(
  Effect.gen(function* () {
    const url = yield* Effect.orDie(startEmbeddedDatabaseProcess(dataDir))
    const sql = Context.get(
      yield* Layer.build(Layer.orDie(PgClient.layer({ url, maxConnections: 1, connectTimeout: "3 seconds" }))),
      PgClient.PgClient
    )
    yield* Effect.orDie(sql`SELECT 1`)
    const terminated = yield* Deferred.make<void>()
    process.once("SIGTERM", () => Deferred.unsafeDone(terminated, Exit.void))
    console.log("ready")
    yield* Deferred.await(terminated)
    yield* Effect.sleep("300 millis")
    const after = yield* Effect.either(Effect.timeoutFail(sql`SELECT 1 AS one`, { duration: "5 seconds", onTimeout: () => "timed out" }))
    console.log(after._tag === "Right" ? "query after SIGTERM: ok" : `query after SIGTERM: failed (${String(after.left)})`)
  })
)

Effect.runPromise(program).then(
  () => {
    console.log("closed")
    process.exit(0)
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
