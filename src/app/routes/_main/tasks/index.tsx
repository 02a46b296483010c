import { createFileRoute } from "@tanstack/react-router"

import { TasksPage } from "@/pages/tasks/task-list"

import { guard } from "../../../guards/index.ts"
import { saasAdminOnly } from "../../../guards/tasks.ts"

/** The agency's task requests (issue 7). */
export const Route = createFileRoute("/_main/tasks/")({ beforeLoad: guard(saasAdminOnly), component: TasksPage })
