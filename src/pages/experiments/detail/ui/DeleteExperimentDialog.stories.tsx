import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { makeExperiment } from "@/entities/experiment"

import { DeleteExperimentDialog } from "./DeleteExperimentDialog.tsx"

const meta = {
  title: "pages/experiments/DeleteExperimentDialog",
  component: DeleteExperimentDialog,
  args: {
    experiment: makeExperiment({ status: "draft", leader_variant_id: null }),
    isOpen: true,
    isPending: false,
    error: null,
    onConfirm: fn(),
    onCancel: fn()
  }
} satisfies Meta<typeof DeleteExperimentDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Asking: Story = {}
export const Completed: Story = { args: { experiment: makeExperiment({ status: "completed", winner_variant_id: 12 }) } }
export const Deleting: Story = { args: { isPending: true } }
export const Refused: Story = { args: { error: "Stop the experiment before deleting it." } }
export const CrmUnavailable: Story = { args: { error: "We are currently experiencing connection issues. Please try again!" } }
