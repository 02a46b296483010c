import type { Meta, StoryObj } from "@storybook/react-vite"

import { RolloutStatusBadge } from "./RolloutStatusBadge.tsx"

const meta = { title: "entities/rollout/RolloutStatusBadge", component: RolloutStatusBadge, args: { status: "running" } } satisfies Meta<
  typeof RolloutStatusBadge
>

export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {}
export const Paused: Story = { args: { status: "paused" } }
export const Finished: Story = { args: { status: "finished" } }
export const FinishedWithFailures: Story = { args: { status: "finished", failed: 2 } }
export const Cancelled: Story = { args: { status: "cancelled" } }
