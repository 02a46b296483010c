// Task requests: /tasks is for agency admins of SaaS agencies (sr_saas); everyone else goes to /portals-main.
// From the session, not entities/task: the guard is in the first bundle and the task UI must not be.
import { requesterAgency } from "@/entities/session"
import { RoutePath } from "@/shared/config"

import type { GuardRule } from "./rules.ts"

export const saasAdminOnly: GuardRule = (user) => (requesterAgency(user) === undefined ? { redirectTo: RoutePath.PortalsMain } : null)

/** A request id in the path, else the route does not match (Not Found). */
export const parseTaskParam = ({ task }: { task: string }): { task: number } | false => {
  const id = Number(task)
  return /^\d+$/.test(task) && Number.isSafeInteger(id) && id > 0 ? { task: id } : false
}
