import { createFileRoute } from "@tanstack/react-router"

import { SupportTaskPage } from "@/pages/tasks/support-task-detail"

import { guard, supportOnly } from "../../../../guards/index.ts"
import { parseTaskParam } from "../../../../guards/tasks.ts"

export const Route = createFileRoute("/_main/admin/tasks/$task")({
  params: { parse: parseTaskParam, stringify: ({ task }) => ({ task: String(task) }) },
  beforeLoad: guard(supportOnly),
  component: function SupportTaskRoute() {
    const { task } = Route.useParams()
    return <SupportTaskPage key={task} taskId={task} />
  }
})
