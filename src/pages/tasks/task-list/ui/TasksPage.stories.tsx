import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makeTask } from "@/entities/task"
import type { Task } from "@/shared/api"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { TasksPage } from "./TasksPage.tsx"

type Mode = "list" | "empty" | "limit" | "disabled" | "loading" | "failing"

const rows: ReadonlyArray<Task> = [
  makeTask({
    id: 3,
    title: "Translate the home page",
    status: "waiting_on_customer",
    unread: true,
    comments_count: 3,
    assignee: { id: 9, name: "Sam Support" }
  }),
  makeTask({ id: 2, title: "Fix the footer", status: "in_progress", priority: "urgent", due_date: null }),
  makeTask({ id: 1, title: "Add a pricing page", status: "done", priority: "normal" })
]

const page = (data: ReadonlyArray<Task>, open: number, limit: number): FakeAnswer => ({
  status: 200,
  body: {
    data,
    meta: { pagination: { total: data.length, count: data.length, per_page: 25, current_page: 1, total_pages: 1 } },
    quota: { agency_id: 2, open, limit }
  }
})

function Demo({ mode }: { mode: Mode }) {
  const [server] = useState(() =>
    fakeServer({
      "GET /task/api/v2/tasks": () =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
            : mode === "empty"
              ? page([], 0, 3)
              : mode === "disabled"
                ? page([], 0, 0)
                : mode === "limit"
                  ? page(rows, 3, 3)
                  : page(rows, 2, 3)
    })
  )
  return (
    <AppHarness server={server}>
      <TasksPage />
    </AppHarness>
  )
}

const meta = { title: "pages/tasks/TasksPage", component: Demo, args: { mode: "list" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Empty: Story = { args: { mode: "empty" } }
export const LimitReached: Story = { args: { mode: "limit" } }
export const NotEnabled: Story = { args: { mode: "disabled" } }
export const Loading: Story = { args: { mode: "loading" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
