import { createFileRoute } from "@tanstack/react-router"

import { SupportTasksPage } from "@/pages/tasks/support-task-list"

import { guard, supportOnly } from "../../../../guards/index.ts"
import { lazySearch } from "../../../../router/searchGate.ts"

/** Every agency's task requests for support staff (is_support). */
export const Route = createFileRoute("/_main/admin/tasks/")({
  validateSearch: lazySearch("supportTaskListSearch"),
  beforeLoad: guard(supportOnly),
  component: SupportTasksPage
})
