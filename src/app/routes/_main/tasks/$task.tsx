import { createFileRoute } from "@tanstack/react-router"

import { TaskDetailPage } from "@/pages/tasks/task-detail"

import { guard } from "../../../guards/index.ts"
import { parseTaskParam, saasAdminOnly } from "../../../guards/tasks.ts"

export const Route = createFileRoute("/_main/tasks/$task")({
  params: { parse: parseTaskParam, stringify: ({ task }) => ({ task: String(task) }) },
  beforeLoad: guard(saasAdminOnly),
  component: function TaskRoute() {
    const { task } = Route.useParams()
    return <TaskDetailPage key={task} taskId={task} />
  }
})
