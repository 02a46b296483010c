// PortalReads over repositories the test answers by hand: what it answers from memory, and every way it forgets.
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Duration, Effect, Fiber, Layer, Option, TestClock } from "effect"
import type Pg from "pg"

import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { PortalReadChangeRepo } from "../../db/repos/PortalReadChangeRepo.ts"
import { PortalRepo, type PortalScope } from "../../db/repos/PortalRepo.ts"
import { countingWrites } from "../../db/writes.ts"
import { withFreshTestServices } from "../../testing/fresh-test-services.ts"
import { ENTRY_MILLIS, PortalReads } from "./PortalReads.ts"

type Visibility = Option.Option<{ visible: boolean; agency_id: number | null }>

/** What the database answers, how often it was asked, and (when set) a gate every read waits at. */
const database = {
  visible: true,
  journal: 0,
  reads: 0,
  gate: undefined as Deferred.Deferred<void> | undefined
}
const visibilityRead = (_id: number, _scope: PortalScope): Effect.Effect<Visibility> =>
  Effect.gen(function* () {
    database.reads += 1
    const answer = Option.some({ visible: database.visible, agency_id: 1 })
    if (database.gate !== undefined) yield* Deferred.await(database.gate)
    return answer
  })

const Fakes = Layer.mergeAll(
  Layer.succeed(PortalRepo, { visibility: visibilityRead } as unknown as PortalRepo),
  Layer.succeed(ModuleRepo, { listContext: () => Effect.succeed(Option.none()) } as unknown as ModuleRepo),
  Layer.succeed(PortalReadChangeRepo, PortalReadChangeRepo.make({ latest: Effect.sync(() => database.journal), prune: () => Effect.void }))
)
const ReadsLive = PortalReads.DefaultWithoutDependencies.pipe(Layer.provide(Fakes))

const member = (userId: number): PortalScope => ({ _tag: "Member", userId })

/** A statement of this process that changed a row, completed (db/writes.ts counts it). */
const aWrite = Effect.sync(() => {
  const client = {
    query: (_text: string, _values: unknown, done: (e: unknown, r: unknown) => void) => done(null, { command: "UPDATE", rowCount: 1 })
  }
  countingWrites(client as unknown as Pg.PoolClient)
  client.query("UPDATE portals SET plan = 'pro' WHERE id = 1", [], () => undefined)
})

const reset = Effect.sync(() => {
  database.visible = true
  database.reads = 0
  database.gate = undefined
})

/** Asks (on the wall clock, without a fixed sleep) until the answer is true, for at most 5 s. */
const until = (ask: Effect.Effect<boolean>) =>
  Effect.gen(function* () {
    const deadline = Date.now() + 5_000
    while (!(yield* ask)) {
      if (Date.now() > deadline) return yield* Effect.dieMessage("condition not met within 5 s")
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
  })
const readsReached = (count: number) => until(Effect.sync(() => database.reads === count))

const visibleNow = (reads: PortalReads, scope: PortalScope = member(1)) =>
  Effect.map(reads.visibility(7, scope), (answer) => Option.getOrThrow(answer).visible)

describe("PortalReads", () => {
  it.scoped("answers from memory until an entry's few seconds are up, per portal and scope", () =>
    Effect.gen(function* () {
      yield* reset
      const reads = yield* PortalReads
      expect(yield* visibleNow(reads)).toBe(true)
      database.visible = false
      expect(yield* visibleNow(reads)).toBe(true)
      expect(database.reads).toBe(1)
      // Another caller's scope is its own entry.
      expect(yield* visibleNow(reads, member(2))).toBe(false)
      yield* TestClock.adjust(Duration.millis(ENTRY_MILLIS))
      expect(yield* visibleNow(reads)).toBe(false)
      expect(database.reads).toBe(3)
    }).pipe(Effect.provide(ReadsLive), withFreshTestServices)
  )

  it.scoped("forgets at once when a statement of this process has changed the database", () =>
    Effect.gen(function* () {
      yield* reset
      const reads = yield* PortalReads
      yield* visibleNow(reads)
      database.visible = false
      yield* aWrite
      expect(yield* visibleNow(reads)).toBe(false)
      expect(database.reads).toBe(2)
    }).pipe(Effect.provide(ReadsLive), withFreshTestServices)
  )

  it.scoped("does not keep a read that a change completed during", () =>
    Effect.gen(function* () {
      yield* reset
      const reads = yield* PortalReads
      database.gate = yield* Deferred.make<void>()
      const reading = yield* Effect.fork(visibleNow(reads))
      yield* readsReached(1)
      // The change lands after the read has seen the database, before it answers.
      database.visible = false
      yield* aWrite
      yield* Deferred.succeed(database.gate, undefined)
      expect(yield* Fiber.join(reading)).toBe(true)
      database.gate = undefined
      expect(yield* visibleNow(reads)).toBe(false)
      expect(database.reads).toBe(2)
    }).pipe(Effect.provide(ReadsLive), withFreshTestServices)
  )

  it.scoped("forgets when the journal of other processes' changes moves (polled every 250 ms)", () =>
    Effect.gen(function* () {
      yield* reset
      const reads = yield* PortalReads
      yield* visibleNow(reads)
      database.visible = false
      database.journal += 1
      yield* until(Effect.map(visibleNow(reads), (visible) => !visible))
      expect(database.reads).toBe(2)
    }).pipe(Effect.provide(ReadsLive), withFreshTestServices)
  )

  it.scoped("shares one read among requests that miss together, and finishes it for them when the first goes away", () =>
    Effect.gen(function* () {
      yield* reset
      const reads = yield* PortalReads
      database.gate = yield* Deferred.make<void>()
      const first = yield* Effect.fork(visibleNow(reads))
      yield* readsReached(1)
      const second = yield* Effect.fork(visibleNow(reads))
      yield* Fiber.interrupt(first)
      yield* Deferred.succeed(database.gate, undefined)
      expect(yield* Fiber.join(second)).toBe(true)
      expect(database.reads).toBe(1)
    }).pipe(Effect.provide(ReadsLive), withFreshTestServices)
  )
})
