// An aborted request's handler runs to its end; the request fiber alone is interrupted.
import { HttpServerResponse } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Exit, Fiber } from "effect"

import { finishAborted } from "./finishAborted.ts"

describe("finishAborted", () => {
  it.effect("a handler still running when its request is interrupted finishes", () =>
    Effect.gen(function* () {
      const started = yield* Deferred.make<void>()
      const release = yield* Deferred.make<void>()
      const finished = yield* Deferred.make<string>()
      const app = Deferred.succeed(started, undefined).pipe(
        Effect.zipRight(Deferred.await(release)),
        Effect.zipRight(Deferred.succeed(finished, "committed")),
        Effect.as(HttpServerResponse.empty())
      )
      const request = yield* Effect.fork(finishAborted(app))
      yield* Deferred.await(started)
      const exit = yield* Fiber.interrupt(request)
      expect(Exit.isInterrupted(exit)).toBe(true)
      yield* Deferred.succeed(release, undefined)
      expect(yield* Deferred.await(finished)).toBe("committed")
    })
  )

  it.effect("a request that is not aborted gets the handler's response and failure", () =>
    Effect.gen(function* () {
      const response = yield* finishAborted(Effect.succeed(HttpServerResponse.text("ok")))
      expect(response.status).toBe(200)
      const failed = yield* Effect.exit(finishAborted(Effect.fail("refused" as const)))
      expect(failed).toStrictEqual(Exit.fail("refused"))
    })
  )
})
