import type { Meta, StoryObj } from "@storybook/react-vite"

import { Button } from "@/shared/ui/button"

import { makeEvent, makeTaskDetail } from "../lib/fixtures.ts"
import { TaskSummary } from "./TaskSummary.tsx"

const meta = {
  title: "entities/task/TaskSummary",
  component: TaskSummary,
  args: { task: makeTaskDetail() }
} satisfies Meta<typeof TaskSummary>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  args: {
    actions: (
      <Button variant="danger" size="sm">
        Cancel request
      </Button>
    )
  }
}
export const InProgressForSupport: Story = {
  args: {
    showAgency: true,
    task: makeTaskDetail({
      status: "in_progress",
      assignee: { id: 9, name: "Sam Support" },
      events: [
        makeEvent(),
        makeEvent({ id: 2, event: "assigned", author: { id: 9, name: "Sam Support" } }),
        makeEvent({ id: 3, event: "status", from_status: "new", to_status: "in_progress", author: { id: 9, name: "Sam Support" } })
      ]
    })
  }
}
export const NoAttachmentsNoDueDate: Story = {
  args: { task: makeTaskDetail({ attachments: [], due_date: null, status: "waiting_on_customer" }) }
}
export const Cancelled: Story = { args: { task: makeTaskDetail({ status: "cancelled" }) } }
