import { createFileRoute } from "@tanstack/react-router"

import { SupportTasksPage } from "@/pages/tasks/support-task-list"

import { guard, supportOnly } from "../../../../guards/index.ts"
import { supportTaskListSearch } from "../../../../router/search.ts"

/** Every agency's task requests for support staff (is_support). */
export const Route = createFileRoute("/_main/admin/tasks/")({
  validateSearch: supportTaskListSearch,
  beforeLoad: guard(supportOnly),
  component: SupportTasksPage
})
