// Questions about the agencies a user belongs to.
import type { User } from "@/shared/api"
import { RoutePath } from "@/shared/config"

/** Several memberships change the menus: items per agency, agency names beside portals. */
export const hasSeveralAgencies = (user: User | null): boolean => (user?.agencies.length ?? 0) > 1

export const belongsToAgency = (user: User | null, agencyId: number): boolean =>
  user?.agencies.some((agency) => agency.id === agencyId) ?? false

/** Support staff work on every request; agency admins of SaaS agencies on their own. */
export const tasksPath = (user: User | null): string | null => {
  if (user === null) return null
  if (user.is_support) return RoutePath.AdminTasks
  const runsSaas = user.agencies.some((agency) => agency.sr_saas === 1 && agency.role.name === "agency-admin")
  return runsSaas ? RoutePath.Tasks : null
}
