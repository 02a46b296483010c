// Polling a change journal (db/repos/changeJournal.ts) for what other processes changed, for an in-memory cache
// of this process (AuthCache, PortalReads).
import { Clock, Effect, Schedule } from "effect"

import type { ChangeJournal } from "../db/repos/changeJournal.ts"

/** How often the journal is read: the longest another process's change goes unseen here. */
const POLL_EVERY = "250 millis"
/** Journal rows kept behind the newest before a prune (each process prunes now and then). */
const PRUNE_AFTER = 1_000

/** Runs `onMove` whenever the journal's newest id has moved since the last poll, for as long as the scope lasts. */
export const watchJournal = (journal: ChangeJournal, onMove: Effect.Effect<void>, what: string) =>
  Effect.gen(function* () {
    let seen = yield* journal.latest
    let prunedAt = seen
    const poll = Effect.gen(function* () {
      const latest = yield* journal.latest
      if (latest === seen) return
      seen = latest
      yield* onMove
      if (latest - prunedAt >= PRUNE_AFTER) {
        prunedAt = latest
        yield* journal.prune(latest)
      }
    })
    yield* poll.pipe(
      // A database hiccup must not end the polling: log it and poll again.
      Effect.catchAllCause((cause) => Effect.logWarning(`${what} poll failed`, cause)),
      Effect.repeat(Schedule.spaced(POLL_EVERY)),
      // Paced by wall time: a test that moves its clock an hour must not replay 14 400 polls at once.
      Effect.withClock(Clock.make()),
      Effect.forkScoped
    )
  })
