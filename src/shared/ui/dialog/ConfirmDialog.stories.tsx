import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { ConfirmDialog } from "./ConfirmDialog.tsx"

const meta = {
  title: "shared/ui/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: "Are you sure?",
    text: "You won't be able to revert this!",
    confirmLabel: "Yes, delete it!",
    cancelLabel: "No, cancel!",
    tone: "danger",
    onConfirm: fn(),
    onCancel: fn()
  }
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Danger: Story = {}
export const Primary: Story = { args: { tone: "primary", confirmLabel: "Yes, revert it!" } }
export const Pending: Story = { args: { isPending: true } }
export const Closed: Story = { args: { isOpen: false } }
