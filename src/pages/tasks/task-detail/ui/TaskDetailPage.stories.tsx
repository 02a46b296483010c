import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makeComment, makeTaskDetail } from "@/entities/task"
import type { TaskDetail } from "@/shared/api"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { TaskDetailPage } from "./TaskDetailPage.tsx"

type Mode = "new" | "inProgress" | "cancelled" | "loading" | "failing"

const tasks: Record<"new" | "inProgress" | "cancelled", TaskDetail> = {
  new: makeTaskDetail(),
  inProgress: makeTaskDetail({
    status: "in_progress",
    assignee: { id: 9, name: "Sam Support" },
    comments: [
      makeComment(),
      makeComment({ id: 2, body: "Navy, please.", from_support: false, author: { id: 4, name: "Northwind Admin" } })
    ]
  }),
  cancelled: makeTaskDetail({ status: "cancelled" })
}

function Demo({ mode }: { mode: Mode }) {
  const [server] = useState(() =>
    fakeServer({
      "GET /task/api/v2/tasks/7":
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 404, body: { message: "Resource not found." } }
            : { status: 200, body: { data: tasks[mode] } },
      "PUT /task/api/v2/tasks/7": { status: 200, body: { data: tasks.cancelled } },
      "POST /task/api/v2/tasks/7/comments": { status: 201, body: { data: tasks.inProgress } }
    })
  )
  return (
    <AppHarness server={server}>
      <TaskDetailPage taskId={7} />
    </AppHarness>
  )
}

const meta = { title: "pages/tasks/TaskDetailPage", component: Demo, args: { mode: "new" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {}
export const InProgressWithComments: Story = { args: { mode: "inProgress" } }
export const Cancelled: Story = { args: { mode: "cancelled" } }
export const Loading: Story = { args: { mode: "loading" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
