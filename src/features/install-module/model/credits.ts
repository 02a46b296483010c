// The agency that pays for a portal's modules, and the user copy after a purchase changed its credits.
import type { Portal, User, UserAgency } from "@/shared/api"

/** The user's membership of the portal's agency; the user's current agency when the portal has none. */
export const payingAgency = (user: User | null, portal: Pick<Portal, "agency">): UserAgency | null => {
  if (user === null) return null
  const agencyId = portal.agency?.id
  return user.agencies.find((agency) => agency.id === agencyId) ?? user.agency
}

/** The same user with one agency's credit count replaced, so the user menu shows what is left. */
export const withCredits = (user: User, agencyId: number, creditLimit: number): User => {
  const update = (agency: UserAgency): UserAgency => (agency.id === agencyId ? { ...agency, credit_limit: creditLimit } : agency)
  return { ...user, agencies: user.agencies.map(update), agency: user.agency === null ? null : update(user.agency) }
}
