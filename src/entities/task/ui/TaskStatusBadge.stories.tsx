import type { Meta, StoryObj } from "@storybook/react-vite"

import { TaskStatusBadge } from "./TaskStatusBadge.tsx"

const meta = { title: "entities/task/TaskStatusBadge", component: TaskStatusBadge, args: { status: "new" } } satisfies Meta<
  typeof TaskStatusBadge
>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {}
export const InProgress: Story = { args: { status: "in_progress" } }
export const WaitingOnCustomer: Story = { args: { status: "waiting_on_customer" } }
export const Done: Story = { args: { status: "done" } }
export const Cancelled: Story = { args: { status: "cancelled" } }
