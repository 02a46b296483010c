// The Agency cell of a user row: the agencies the list is narrowed to, or the user's agencies, three
// named and then 'and N other agencies' (spec 1 section 9). The agency search sums up its choice alike.
import type { User } from "@/shared/api"

export const SHOWN_AGENCIES = 3

/** The first three, and how many more. */
export const agencySummary = <A>(agencies: ReadonlyArray<A>): { shown: ReadonlyArray<A>; more: number } => ({
  shown: agencies.slice(0, SHOWN_AGENCIES),
  more: Math.max(0, agencies.length - SHOWN_AGENCIES)
})

/** "and 1 other agency", "and 4 other agencies". */
export const otherAgencies = (more: number): string => `and ${more} other ${more === 1 ? "agency" : "agencies"}`

/** `narrowedTo`: the agency (or agencies) the list shows; null or empty: all of the user's. */
export const agencyNames = (user: Pick<User, "agencies">, narrowedTo: number | ReadonlyArray<number> | null): string => {
  const ids = narrowedTo === null ? [] : typeof narrowedTo === "number" ? [narrowedTo] : narrowedTo
  const listed = ids.length === 0 ? user.agencies : user.agencies.filter((agency) => ids.includes(agency.id))
  const { shown, more } = agencySummary(listed)
  const names = shown.map((agency) => agency.name).join(", ")
  return more > 0 ? `${names} ${otherAgencies(more)}` : names
}
