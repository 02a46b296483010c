// The test services (TestClock and the rest) built afresh for one test. vitest runs many server test files
// in one process (vitest.config.ts), and there @effect/vitest's it.effect handed a test the live clock instead
// of its TestClock once a file with a layer(…, { excludeTestServices: true }) server had run before it in the
// same fork ("testClock.adjust is not a function"; alone, the file passes). The likely cause: it.effect
// provides one shared layer object, and Effect.provide builds layers through a process-wide memo map. A test
// that moves the clock provides its own unshared copy (Layer.fresh), which passes in either order.
import { Effect, Layer, TestContext } from "effect"

export const withFreshTestServices = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.provide(effect, Layer.fresh(TestContext.TestContext))
