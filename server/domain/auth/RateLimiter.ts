// Sliding-window limits over the rate_limit_hits table (shared by every API process on one database).
import { Clock, Data, Effect } from "effect"

import { RateLimitRepo } from "../../db/repos/RateLimitRepo.ts"

export interface Limit {
  readonly key: string
  readonly max: number
}

/** A limit with its own window: `max` hits of `key` inside the last `windowSeconds`. */
export interface Quota extends Limit {
  readonly windowSeconds: number
}

/** A call refused because a limit is used up; `retryAfter` is in seconds (the HTTP layer sends it as Retry-After). */
export class RateLimited extends Data.TaggedError("RateLimited")<{ readonly retryAfter: number; readonly message: string }> {}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`

/** "45 seconds" up to two minutes, whole minutes (rounded up) beyond. */
export const waitText = (seconds: number) => (seconds < 120 ? plural(seconds, "second") : plural(Math.ceil(seconds / 60), "minute"))

/** The refusal users see, e.g. "Too many password reset requests. Please try again in 14 minutes." */
export const tooMany = (what: string, seconds: number) => `Too many ${what}. Please try again in ${waitText(seconds)}.`

/** An email address as a limit key: trimmed and lower-cased, so case variants share one budget. */
export const emailKey = (email: string) => email.trim().toLowerCase()

export class RateLimiter extends Effect.Service<RateLimiter>()("server/domain/RateLimiter", {
  effect: Effect.gen(function* () {
    const repo = yield* RateLimitRepo

    /** Seconds until the quotas, each over its own window, all have room again; 0 when they have room now. */
    const waitFor = (quotas: ReadonlyArray<Quota>) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
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
     * Seconds until the first exhausted limit frees a slot, or 0 when every limit has room.
     * At least 1 second is reported while blocked, so a client never retries immediately.
     */
    const retryAfter = (limits: ReadonlyArray<Limit>, windowSeconds: number) =>
      waitFor(limits.map((limit) => ({ ...limit, windowSeconds })))

    const hit = (keys: ReadonlyArray<string>, windowSeconds: number) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* repo.prune(keys, new Date(now - windowSeconds * 1000))
        yield* repo.hit(keys, new Date(now))
      })

    /**
     * Checks every quota, then counts one hit against each: fails with RateLimited (nothing counted)
     * when any is used up. `what` names the calls in the refusal ("Too many <what>. Please try again in …").
     */
    const take = (quotas: ReadonlyArray<Quota>, what: string) =>
      Effect.gen(function* () {
        const wait = yield* waitFor(quotas)
        if (wait > 0) return yield* new RateLimited({ retryAfter: wait, message: tooMany(what, wait) })
        const now = yield* Clock.currentTimeMillis
        for (const quota of quotas) yield* repo.prune([quota.key], new Date(now - quota.windowSeconds * 1000))
        yield* repo.hit(
          quotas.map((quota) => quota.key),
          new Date(now)
        )
      })

    /** Like take, for calls that go ahead anyway and only skip their mail: whether a hit was counted. */
    const allows = (quotas: ReadonlyArray<Quota>) =>
      take(quotas, "mails").pipe(
        Effect.as(true),
        Effect.catchTag("RateLimited", () => Effect.succeed(false))
      )

    return { retryAfter, hit, take, allows, clear: repo.clear } as const
  })
}) {}
