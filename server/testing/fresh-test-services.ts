// The test services (TestClock and the rest) built afresh for one test. vitest runs many server test files
// in one process (vitest.config.ts), and there @effect/vitest's it.effect could hand a test the live clock
// instead of its TestClock once another file had run ("testClock.adjust is not a function"): the layer it
// provides is one shared object, built through Effect's process-wide layer memo map. A test that moves the
// clock provides its own, unshared copy.
import { Effect, Layer, TestContext } from "effect"

export const withFreshTestServices = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.provide(effect, Layer.fresh(TestContext.TestContext))
