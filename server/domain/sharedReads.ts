// Requests that miss an in-memory cache's entry at the same moment share one read of the database (AuthCache,
// PortalReads): under load an entry's expiry or a change would otherwise send every waiting request to the
// database together (32 at once in the bench, queued on the embedded database's single connection).
import { Deferred, Effect, type Scope } from "effect"

/**
 * Reads of one key begun at one cache generation share the first one's read. The read runs in `scope`, apart from
 * the requests: one that goes away does not end it for the rest. A read begun after the generation moved is its own.
 */
export const sharedReads = <A>(scope: Scope.Scope) => {
  const reading = new Map<string, { readonly generation: number; readonly answer: Deferred.Deferred<A> }>()
  return (key: string, generation: number, load: Effect.Effect<A>): Effect.Effect<A> =>
    Effect.suspend(() => {
      const shared = reading.get(key)
      if (shared !== undefined && shared.generation === generation) return Deferred.await(shared.answer)
      return Effect.flatMap(Deferred.make<A>(), (answer) => {
        reading.set(key, { generation, answer })
        const done = Effect.sync(() => {
          if (reading.get(key)?.answer === answer) reading.delete(key)
        })
        return Effect.zipRight(Effect.forkIn(Effect.ensuring(Effect.intoDeferred(load, answer), done), scope), Deferred.await(answer))
      })
    })
}
