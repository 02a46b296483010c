// Sliding-window limits over the rate_limit_hits table (shared by every API process on one database).
import { Clock, Effect } from "effect"
import { RateLimitRepo } from "../../db/repos/RateLimitRepo.ts"

export interface Limit {
  readonly key: string
  readonly max: number
}

export class RateLimiter extends Effect.Service<RateLimiter>()("server/domain/RateLimiter", {
  effect: Effect.gen(function*() {
    const repo = yield* RateLimitRepo

    /**
     * Seconds until the first exhausted limit frees a slot, or 0 when every limit has room.
     * At least 1 second is reported while blocked, so a client never retries immediately.
     */
    const retryAfter = (limits: ReadonlyArray<Limit>, windowSeconds: number) =>
      Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        const windowMs = windowSeconds * 1000
        let wait = 0
        for (const limit of limits) {
          const usage = yield* repo.usage(limit.key, new Date(now - windowMs))
          if (usage.count >= limit.max && usage.oldest !== null) {
            const freesAt = usage.oldest.getTime() + windowMs
            wait = Math.max(wait, Math.max(1, Math.ceil((freesAt - now) / 1000)))
          }
        }
        return wait
      })

    const hit = (keys: ReadonlyArray<string>, windowSeconds: number) =>
      Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        yield* repo.prune(keys, new Date(now - windowSeconds * 1000))
        yield* repo.hit(keys, new Date(now))
      })

    return { retryAfter, hit, clear: repo.clear } as const
  })
}) {}
