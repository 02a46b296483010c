// A few seconds' memory, per API process, of the two reads every portal-scoped GET makes: whether the caller's
// scope sees the portal (the rights check before the call is decoded), and the module list's portal context (plan,
// agency, tokens, holdings and purchases, and the catalogue's newest change). Under load these reads were most of
// the module list's cost on the embedded database, whose single connection serves one statement at a time.
//
// An entry is answered only while nothing it may be made of can have changed:
// - this process has completed no statement that changed the database since it was read (db/writes.ts: a write
//   that changed rows, the commit of a transaction that wrote, anything it cannot classify; the background work's
//   too), so this process's own changes are seen at once;
// - the portal_read_changes journal (migration 0046: triggers on every table the reads are made of) has not moved,
//   polled every POLL_EVERY (journalWatch.ts): the changes other processes make, seen within that;
// - and for ENTRY_MILLIS at most.
// Calls that change something never use it: their rights check reads afresh (Rights' `fresh`).
import { Effect, type Option } from "effect"

import { ModuleRepo, type PortalListContextRow } from "../../db/repos/ModuleRepo.ts"
import { PortalReadChangeRepo } from "../../db/repos/PortalReadChangeRepo.ts"
import { PortalRepo, type PortalScope } from "../../db/repos/PortalRepo.ts"
import { writeGeneration } from "../../db/writes.ts"
import { watchJournal } from "../journalWatch.ts"
import { sharedReads } from "../sharedReads.ts"

/** How long an entry may answer without being read again. */
export const ENTRY_MILLIS = 5_000
/** Entries kept at most, per read; the oldest go first. */
const MAX_ENTRIES = 10_000

interface Entry<A> {
  readonly value: A
  readonly freshUntil: number
}

const scopeKey = (scope: PortalScope) => (scope._tag === "Member" ? `m${scope.userId}` : scope._tag)

export class PortalReads extends Effect.Service<PortalReads>()("server/domain/PortalReads", {
  scoped: Effect.gen(function* () {
    const portals = yield* PortalRepo
    const modules = yield* ModuleRepo
    let journalMoves = 0
    yield* watchJournal(
      yield* PortalReadChangeRepo,
      Effect.sync(() => {
        journalMoves += 1
      }),
      "Portal reads"
    )
    /** Moves whenever this process's writes or the journal do (both only grow). */
    const generation = () => writeGeneration() + journalMoves

    const scope = yield* Effect.scope

    /**
     * One read's memory: answers from it while the generation stands, else reads and remembers. Requests that miss
     * the same entry at once share one read (sharedReads.ts).
     */
    const remembered = <A>(load: (portalId: number, scope: PortalScope) => Effect.Effect<A>) => {
      const entries = new Map<string, Entry<A>>()
      const shared = sharedReads<A>(scope)
      let kept = generation()
      return (portalId: number, portalScope: PortalScope) =>
        // Every portal-scoped read asks this: the hit answers without a generator or a second step.
        Effect.clockWith((clock) => {
          const before = generation()
          if (before !== kept) {
            entries.clear()
            kept = before
          }
          const now = clock.unsafeCurrentTimeMillis()
          const key = `${portalId}:${scopeKey(portalScope)}`
          const hit = entries.get(key)
          if (hit !== undefined && hit.freshUntil > now) return Effect.succeed(hit.value)
          return Effect.tap(shared(key, before, load(portalId, portalScope)), (value) => {
            // A change that completed while this read ran may not be in what it read: answer it, do not keep it.
            if (generation() === before && kept === before) {
              entries.delete(key)
              if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
              entries.set(key, { value, freshUntil: now + ENTRY_MILLIS })
            }
          })
        })
    }

    return {
      /** PortalRepo.visibility, from memory. */
      visibility: remembered(portals.visibility),
      /** ModuleRepo.listContext, from memory. */
      listContext: remembered<Option.Option<PortalListContextRow>>(modules.listContext)
    } as const
  }),
  dependencies: [PortalRepo.Default, ModuleRepo.Default, PortalReadChangeRepo.Default]
}) {}
