import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeExperiment } from "@/entities/experiment"

import { ExperimentActions } from "./ExperimentActions.tsx"

const meta = {
  title: "pages/experiments/ExperimentActions",
  component: ExperimentActions,
  args: {
    experiment: makeExperiment(),
    isPending: false,
    onStart: () => {},
    onStop: () => {},
    onDeclareWinner: () => {},
    onDelete: () => {}
  }
} satisfies Meta<typeof ExperimentActions>

export default meta
type Story = StoryObj<typeof meta>

export const Draft: Story = { args: { experiment: makeExperiment({ status: "draft", leader_variant_id: null }) } }
export const Running: Story = {}
export const Pending: Story = { args: { isPending: true } }
export const Stopped: Story = { args: { experiment: makeExperiment({ status: "stopped" }) } }
export const Completed: Story = { args: { experiment: makeExperiment({ status: "completed", winner_variant_id: 12 }) } }
