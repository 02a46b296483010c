// The routes' search validators as the route tree sees them. The validators themselves (search.ts) decode with
// Effect Schema, which loads with the API connection after the login page has painted; the route tree, in the
// first bundle, holds only these wrappers. Every route but the login page waits for the connection (the root's
// beforeLoad), so a validator runs before its schemas have loaded only for the login page, whose address carries
// no search of its own; a search met meanwhile is matched again once they have (the root's beforeLoad redirects to
// the same address), so a deep link never loses its query.
import type * as Searches from "./search.ts"

type Validators = typeof Searches
type ValidatorName = { [K in keyof Validators]: Validators[K] extends (raw: never) => unknown ? K : never }[keyof Validators]

let validators: Validators | null = null
let decidedEarly = false

/** Loads search.ts once; part of the API connection. */
export const loadSearchValidators = async (): Promise<void> => {
  validators ??= await import("./search.ts")
}

/** Whether a search with values was decided as empty before the validators loaded (and clears the mark). */
export const takeEarlySearch = (): boolean => {
  const early = decidedEarly
  decidedEarly = false
  return early
}

export const lazySearch =
  <K extends ValidatorName>(name: K) =>
  (raw: Record<string, unknown>): ReturnType<Validators[K]> => {
    if (validators !== null) return validators[name](raw) as ReturnType<Validators[K]>
    if (Object.keys(raw).length > 0) decidedEarly = true
    // Every field of these searches is optional (lenientSearch): nothing decided is the empty search.
    return {} as ReturnType<Validators[K]>
  }
