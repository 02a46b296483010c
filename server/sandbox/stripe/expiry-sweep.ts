// Stripe expires on its own clock, not when someone looks: an incomplete subscription not paid within
// 23 hours becomes incomplete_expired, and a pending update not paid for in time is discarded, each
// announced as it happens (customer.subscription.updated). Reading subscriptions still expires what is
// due first (billing-routes.ts); this sweep does it for everyone else, once a second or so.
import { Clock, Duration, Effect } from "effect"

import { SandboxStripeSettings } from "./settings.ts"
import { expireOverdue } from "./subscription-payments.ts"

export const startExpirySweep = Effect.gen(function* () {
  const settings = yield* SandboxStripeSettings
  // Expiry is counted in hours: a pass a second (or the worker's slower poll) is plenty, and spares the
  // database an empty transaction at every fast poll of a test's worker.
  const poll = Duration.max(Duration.decode(settings.deliveryPollInterval ?? "1 second"), Duration.seconds(1))
  const cycle = expireOverdue(null).pipe(
    Effect.catchAllCause((cause) => Effect.logWarning("sandbox stripe: the expiry sweep failed a cycle", cause)),
    Effect.zipRight(Effect.sleep(poll))
  )
  // Wall time, as the webhook worker: what is due is the database's now().
  yield* Effect.forkScoped(Effect.withClock(Effect.forever(cycle), Clock.make()))
})
