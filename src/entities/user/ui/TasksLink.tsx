// The top bars' Tasks link, shown only to users who have a task list (see tasksPath).
import { Link } from "react-aria-components"

import type { User } from "@/shared/api"
import { navbarLinkClassName } from "@/shared/ui/navbar"

import { tasksPath } from "../lib/agencies.ts"

export function TasksLink({ user }: { user: User | null }) {
  const href = tasksPath(user)
  if (href === null) return null
  return (
    <Link href={href} className={navbarLinkClassName}>
      Tasks
    </Link>
  )
}
