// A few seconds' memory, per API process, of who each bearer token belongs to: the user with roles,
// memberships and grants that every authenticated request otherwise reads with two queries.
//
// It is forgotten, all at once:
// - when this process has handled any API write (the HTTP middleware calls `invalidate` after it), so a
//   logout, password change or role change is seen by this process's very next request;
// - when this process publishes a realtime event (work done in the background, e.g. a payment settled,
//   whose event makes the SPA read /me again);
// - when the auth_changes journal moves (migration 0042: triggers on every table the answer is made of),
//   polled every POLL_EVERY, which carries changes made by other processes (and this one's background work);
// - and each entry after ENTRY_MILLIS regardless, and never past its token's own expiry.
// Writes (any method but GET/HEAD) never use it: they always read the token afresh.
import { Clock, Effect, Option, Schedule } from "effect"

import type { User } from "#contract/user.ts"

import { AuthChangeRepo } from "../../db/repos/AuthChangeRepo.ts"

/** How long an entry may answer without being read again. */
export const ENTRY_MILLIS = 5_000
/** How often the journal is read: the longest another process's change goes unseen here. */
const POLL_EVERY = "250 millis"
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 10_000
/** Journal rows kept behind the newest before a prune (each process prunes now and then). */
const PRUNE_AFTER = 1_000

export interface TokenOwner {
  readonly user: User
  /** When the token itself expires (ms since epoch). */
  readonly expiresAt: number
}

interface Entry extends TokenOwner {
  readonly freshUntil: number
}

export class AuthCache extends Effect.Service<AuthCache>()("server/domain/AuthCache", {
  scoped: Effect.gen(function* () {
    const journal = yield* AuthChangeRepo
    const entries = new Map<string, Entry>()
    // Bumped by every invalidation: a read that began before one must not store what it read.
    let generation = 0
    let seen = yield* journal.latest
    let prunedAt = seen

    const invalidate = Effect.sync(() => {
      generation += 1
      entries.clear()
    })

    /** The owner of a token, from memory when fresh, else from `load` (whose answer is then remembered). */
    const read = <E, R>(tokenHash: string, load: Effect.Effect<Option.Option<TokenOwner>, E, R>) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const hit = entries.get(tokenHash)
        if (hit !== undefined && hit.freshUntil > now && hit.expiresAt > now) return Option.some<TokenOwner>(hit)
        const before = generation
        const loaded = yield* load
        if (Option.isSome(loaded) && generation === before) {
          entries.delete(tokenHash)
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
          entries.set(tokenHash, { ...loaded.value, freshUntil: now + ENTRY_MILLIS })
        } else if (Option.isNone(loaded)) {
          entries.delete(tokenHash)
        }
        return loaded
      })

    const poll = Effect.gen(function* () {
      const latest = yield* journal.latest
      if (latest === seen) return
      seen = latest
      yield* invalidate
      if (latest - prunedAt >= PRUNE_AFTER) {
        prunedAt = latest
        yield* journal.prune(latest)
      }
    })

    yield* poll.pipe(
      // A database hiccup must not end the polling: log it and poll again.
      Effect.catchAllCause((cause) => Effect.logWarning("Auth cache poll failed", cause)),
      Effect.repeat(Schedule.spaced(POLL_EVERY)),
      // Paced by wall time: a test that moves its clock an hour must not replay 14 400 polls at once.
      Effect.withClock(Clock.make()),
      Effect.forkScoped
    )

    return { read, invalidate } as const
  }),
  dependencies: [AuthChangeRepo.Default]
}) {}
