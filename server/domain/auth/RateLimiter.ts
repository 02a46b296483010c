// Sliding-window limits over the rate_limit_hits table (shared by every API process on one database).
import { Clock, Data, Effect } from "effect"

import { RateLimitRepo } from "../../db/repos/RateLimitRepo.ts"
import { Transaction } from "../../db/transaction.ts"

/** A limit with its own window: `max` hits of `key` inside the last `windowSeconds`. */
interface Quota {
  readonly key: string
  readonly max: number
  readonly windowSeconds: number
}

/** A call refused because a limit is used up; `retryAfter` is in seconds (the HTTP layer sends it as Retry-After). */
export class RateLimited extends Data.TaggedError("RateLimited")<{ readonly retryAfter: number; readonly message: string }> {}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`

/** "45 seconds" up to two minutes, whole minutes (rounded up) beyond. */
const waitText = (seconds: number) => (seconds < 120 ? plural(seconds, "second") : plural(Math.ceil(seconds / 60), "minute"))

/** The refusal users see, e.g. "Too many password reset requests. Please try again in 14 minutes." */
const tooMany = (what: string, seconds: number) => `Too many ${what}. Please try again in ${waitText(seconds)}.`

/** An email address as a limit key: trimmed and lower-cased, so case variants share one budget. */
export const emailKey = (email: string) => email.trim().toLowerCase()

/** A call counted against its quotas; `release` takes it back (a call that turned out not to count). */
interface Reservation {
  readonly release: Effect.Effect<void>
}

export class RateLimiter extends Effect.Service<RateLimiter>()("server/domain/RateLimiter", {
  effect: Effect.gen(function* () {
    const repo = yield* RateLimitRepo
    const tx = yield* Transaction

    /** Seconds until the quotas, each over its own window, all have room again; 0 when they have room now. */
    const waitFor = (quotas: ReadonlyArray<Quota>, now: number) =>
      Effect.gen(function* () {
        let wait = 0
        for (const quota of quotas) {
          const windowMs = quota.windowSeconds * 1000
          const usage = yield* repo.usage(quota.key, new Date(now - windowMs))
          if (usage.count >= quota.max && usage.oldest !== null) {
            const freesAt = usage.oldest.getTime() + windowMs
            // At least 1 second while blocked, so a client never retries immediately.
            wait = Math.max(wait, Math.max(1, Math.ceil((freesAt - now) / 1000)))
          }
        }
        return wait
      })

    /**
     * Counts one call against every quota, or fails with RateLimited (nothing counted) when any is used up.
     * Counting and recording happen in one transaction holding each key's advisory lock, so callers racing
     * for the last slot, in this process or another on the same database, take turns: exactly `max` get it.
     * `what` names the calls in the refusal ("Too many <what>. Please try again in …").
     */
    const reserve = (quotas: ReadonlyArray<Quota>, what: string) =>
      tx.run(
        Effect.gen(function* () {
          // One order for every caller, so two callers locking the same keys cannot wait on each other.
          for (const key of [...new Set(quotas.map((quota) => quota.key))].sort()) yield* repo.lock(key)
          const now = yield* Clock.currentTimeMillis
          const wait = yield* waitFor(quotas, now)
          if (wait > 0) return yield* new RateLimited({ retryAfter: wait, message: tooMany(what, wait) })
          for (const quota of quotas) yield* repo.prune([quota.key], new Date(now - quota.windowSeconds * 1000))
          const ids = yield* repo.hit(
            quotas.map((quota) => quota.key),
            new Date(now)
          )
          const reservation: Reservation = { release: repo.remove(ids) }
          return reservation
        })
      )

    /** Counts one call that goes ahead only with room in every quota (reserve, never released). */
    const take = (quotas: ReadonlyArray<Quota>, what: string) => Effect.asVoid(reserve(quotas, what))

    /** Like take, for calls that go ahead anyway and only skip their mail: whether a hit was counted. */
    const allows = (quotas: ReadonlyArray<Quota>) =>
      take(quotas, "mails").pipe(
        Effect.as(true),
        Effect.catchTag("RateLimited", () => Effect.succeed(false))
      )

    return { reserve, take, allows, clear: repo.clear } as const
  })
}) {}
