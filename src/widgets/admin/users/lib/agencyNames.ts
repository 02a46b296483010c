// The Agency cell of a user row: the agency the list is narrowed to, or the user's agencies, three
// named and then 'and N other agencies' (spec 1 section 9).
import type { User } from "@/shared/api"

export const SHOWN_AGENCIES = 3

export const agencyNames = (user: Pick<User, "agencies">, agencyId: number | null): string => {
  const shown = agencyId === null ? user.agencies : user.agencies.filter((agency) => agency.id === agencyId)
  const names = shown.slice(0, SHOWN_AGENCIES).map((agency) => agency.name).join(", ")
  const more = shown.length - SHOWN_AGENCIES
  return more > 0 ? `${names} and ${more} other agencies` : names
}
