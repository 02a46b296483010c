// The agency whose requests a user works on, as the server picks it: the current agency when the
// user is its admin and it is a SaaS agency, else the first such agency.
import type { User, UserAgency } from "@/shared/api"

const qualifies = (agency: UserAgency) => agency.sr_saas === 1 && agency.role.name === "agency-admin"

export const requesterAgency = (user: User | null): UserAgency | undefined => {
  if (user === null) return undefined
  return user.agency !== null && qualifies(user.agency) ? user.agency : user.agencies.find(qualifies)
}
