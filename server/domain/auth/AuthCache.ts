// A few seconds' memory, per API process, of who each bearer token belongs to: the user with roles,
// memberships and grants that every authenticated request otherwise reads with two queries.
//
// It is forgotten, all at once:
// - when this process has handled any API write (the HTTP middleware calls `invalidate` after it), so a
//   logout, password change or role change is seen by this process's very next request;
// - when this process publishes a realtime event (work done in the background, e.g. a payment settled,
//   whose event makes the SPA read /me again);
// - when the auth_changes journal moves (migration 0042: triggers on every table the answer is made of),
//   polled every POLL_EVERY (journalWatch.ts), which carries changes made by other processes (and this one's background work);
// - and each entry after ENTRY_MILLIS regardless, and never past its token's own expiry.
// Writes (any method but GET/HEAD) never use it: they always read the token afresh.
import { Effect, Option } from "effect"

import type { User } from "#contract/user.ts"

import { AuthChangeRepo } from "../../db/repos/AuthChangeRepo.ts"
import { watchJournal } from "../journalWatch.ts"
import { sharedReads } from "../sharedReads.ts"

/** How long an entry may answer without being read again. */
export const ENTRY_MILLIS = 5_000
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 10_000

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

    const invalidate = Effect.sync(() => {
      generation += 1
      entries.clear()
    })

    const shared = sharedReads<Option.Option<TokenOwner>>(yield* Effect.scope)

    /**
     * The owner of a token, from memory when fresh, else from `load` (whose answer is then remembered); requests
     * that miss the same token at once share one load (sharedReads.ts).
     */
    const read = (tokenHash: string, load: Effect.Effect<Option.Option<TokenOwner>>) =>
      // Every authenticated read asks this: the hit answers without a generator or a second step.
      Effect.clockWith((clock) => {
        const now = clock.unsafeCurrentTimeMillis()
        const hit = entries.get(tokenHash)
        if (hit !== undefined && hit.freshUntil > now && hit.expiresAt > now) return Effect.succeed(Option.some<TokenOwner>(hit))
        const before = generation
        return Effect.tap(shared(tokenHash, before, load), (loaded) => {
          if (Option.isSome(loaded) && generation === before) {
            entries.delete(tokenHash)
            if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
            entries.set(tokenHash, { ...loaded.value, freshUntil: now + ENTRY_MILLIS })
          } else if (Option.isNone(loaded)) {
            entries.delete(tokenHash)
          }
        })
      })

    yield* watchJournal(journal, invalidate, "Auth cache")

    return { read, invalidate } as const
  }),
  dependencies: [AuthChangeRepo.Default]
}) {}
