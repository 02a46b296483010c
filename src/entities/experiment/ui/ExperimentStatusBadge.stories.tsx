import type { Meta, StoryObj } from "@storybook/react-vite"

import { ExperimentStatusBadge } from "./ExperimentStatusBadge.tsx"

const meta = {
  title: "entities/experiment/ExperimentStatusBadge",
  component: ExperimentStatusBadge,
  args: { status: "running" }
} satisfies Meta<typeof ExperimentStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Draft: Story = { args: { status: "draft" } }
export const Running: Story = {}
export const Stopped: Story = { args: { status: "stopped" } }
export const Completed: Story = { args: { status: "completed" } }
