// The AuthCache over a journal the test moves by hand: what it answers from memory, and every way it forgets.
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Duration, Effect, Fiber, Layer, Option, TestClock } from "effect"

import type { User } from "#contract/user.ts"

import { AuthChangeRepo } from "../../db/repos/AuthChangeRepo.ts"
import { withFreshTestServices } from "../../testing/fresh-test-services.ts"
import { AuthCache, ENTRY_MILLIS, type TokenOwner } from "./AuthCache.ts"

const journal = { latest: 0 }
const JournalFake = Layer.succeed(
  AuthChangeRepo,
  AuthChangeRepo.make({ latest: Effect.sync(() => journal.latest), prune: () => Effect.void })
)
const CacheLive = AuthCache.DefaultWithoutDependencies.pipe(Layer.provide(JournalFake))

const owner = (name: string, expiresAt = Number.MAX_SAFE_INTEGER): TokenOwner => ({ user: { id: 1, name } as User, expiresAt })

/** A load that counts its calls and answers whatever `answer` holds. */
const counting = (answer: { current: Option.Option<TokenOwner> }) => {
  const calls = { count: 0 }
  const load = Effect.sync(() => {
    calls.count += 1
    return answer.current
  })
  return { calls, load }
}

/** Waits (on the wall clock, without a fixed sleep) until `check` holds, for at most 5 s. */
const eventually = (check: () => boolean) =>
  Effect.gen(function* () {
    const deadline = Date.now() + 5_000
    while (!check()) {
      if (Date.now() > deadline) return yield* Effect.dieMessage("condition not met within 5 s")
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
  })

describe("AuthCache", () => {
  it.scoped("answers a token from memory until an entry's few seconds are up", () =>
    Effect.gen(function* () {
      const cache = yield* AuthCache
      const answer = { current: Option.some(owner("Ann")) }
      const { calls, load } = counting(answer)
      expect(Option.getOrThrow(yield* cache.read("a", load)).user.name).toBe("Ann")
      answer.current = Option.some(owner("Ann B."))
      expect(Option.getOrThrow(yield* cache.read("a", load)).user.name).toBe("Ann")
      expect(calls.count).toBe(1)
      yield* TestClock.adjust(Duration.millis(ENTRY_MILLIS))
      expect(Option.getOrThrow(yield* cache.read("a", load)).user.name).toBe("Ann B.")
      expect(calls.count).toBe(2)
    }).pipe(Effect.provide(CacheLive), withFreshTestServices)
  )

  it.scoped("never answers past the token's own expiry, nor remembers a token that has no owner", () =>
    Effect.gen(function* () {
      const cache = yield* AuthCache
      const answer = { current: Option.some(owner("Ann", 1_000)) }
      const { calls, load } = counting(answer)
      yield* cache.read("a", load)
      yield* TestClock.adjust(Duration.millis(1_000))
      answer.current = Option.none()
      expect(Option.isNone(yield* cache.read("a", load))).toBe(true)
      expect(Option.isNone(yield* cache.read("a", load))).toBe(true)
      expect(calls.count).toBe(3)
    }).pipe(Effect.provide(CacheLive), withFreshTestServices)
  )

  it.scoped("shares one load among requests that miss the same token at once", () =>
    Effect.gen(function* () {
      const cache = yield* AuthCache
      const gate = yield* Deferred.make<void>()
      let loads = 0
      const load = Effect.zipRight(
        Effect.sync(() => (loads += 1)),
        Effect.as(Deferred.await(gate), Option.some(owner("Ann")))
      )
      const reads = yield* Effect.fork(
        Effect.all([cache.read("a", load), cache.read("a", load), cache.read("a", load)], { concurrency: "unbounded" })
      )
      yield* eventually(() => loads === 1)
      yield* Deferred.succeed(gate, undefined)
      const owners = yield* Fiber.join(reads)
      expect(owners.map((found) => Option.getOrThrow(found).user.name)).toEqual(["Ann", "Ann", "Ann"])
      expect(loads).toBe(1)
    }).pipe(Effect.provide(CacheLive), withFreshTestServices)
  )

  it.scoped("forgets everything when told to", () =>
    Effect.gen(function* () {
      const cache = yield* AuthCache
      const { calls, load } = counting({ current: Option.some(owner("Ann")) })
      yield* cache.read("a", load)
      yield* cache.invalidate
      yield* cache.read("a", load)
      expect(calls.count).toBe(2)
    }).pipe(Effect.provide(CacheLive), withFreshTestServices)
  )

  it.scoped("forgets everything when the journal moves (a change committed by another process)", () =>
    Effect.gen(function* () {
      const cache = yield* AuthCache
      const { calls, load } = counting({ current: Option.some(owner("Ann")) })
      yield* cache.read("a", load)
      journal.latest += 1
      // The journal is polled on the wall clock; keep reading until the entry is gone.
      yield* eventually(() => {
        Effect.runSync(cache.read("a", load))
        return calls.count > 1
      })
    }).pipe(Effect.provide(CacheLive), withFreshTestServices)
  )

  it.scoped("does not keep an answer read before a change it did not see", () =>
    Effect.gen(function* () {
      const cache = yield* AuthCache
      const loading = yield* Deferred.make<void>()
      const release = yield* Deferred.make<void>()
      const slow = Deferred.succeed(loading, undefined).pipe(
        Effect.zipRight(Deferred.await(release)),
        Effect.as(Option.some(owner("Ann, before the change")))
      )
      const reading = yield* Effect.fork(cache.read("a", slow))
      yield* Deferred.await(loading)
      yield* cache.invalidate
      yield* Deferred.succeed(release, undefined)
      expect(Option.getOrThrow(yield* Fiber.join(reading)).user.name).toBe("Ann, before the change")
      const { calls, load } = counting({ current: Option.some(owner("Ann, after")) })
      expect(Option.getOrThrow(yield* cache.read("a", load)).user.name).toBe("Ann, after")
      expect(calls.count).toBe(1)
    }).pipe(Effect.provide(CacheLive), withFreshTestServices)
  )
})
