import { createFileRoute } from "@tanstack/react-router"

import { TasksPage } from "@/pages/tasks/task-list"

import { guard } from "../../../guards/index.ts"
import { saasAdminOnly } from "../../../guards/tasks.ts"
import { lazySearch } from "../../../router/searchGate.ts"

/** The agency's task requests. */
export const Route = createFileRoute("/_main/tasks/")({
  validateSearch: lazySearch("taskListSearch"),
  beforeLoad: guard(saasAdminOnly),
  component: TasksPage
})
