import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { DeleteDialogs } from "./DeleteDialogs.tsx"

const meta = {
  title: "shared/ui/DeleteDialogs",
  component: DeleteDialogs,
  args: {
    texts: {
      confirmTitle: "Are you sure?",
      confirmText: "You won't be able to revert this!",
      confirmLabel: "Yes, delete it!",
      cancelLabel: "No, cancel!",
      okLabel: "OK"
    },
    isAsking: true,
    isPending: false,
    outcome: null,
    onConfirm: fn(),
    onClose: fn()
  }
} satisfies Meta<typeof DeleteDialogs>

export default meta
type Story = StoryObj<typeof meta>

/** Opens with focus on 'No, cancel!', so Enter cancels. */
export const Asking: Story = {}
export const Deleting: Story = { args: { isPending: true } }
/** The same modal as the question: Tab stays on OK, and closing returns focus to the opener. */
export const Deleted: Story = { args: { isAsking: false, outcome: { tone: "success", title: "Deleted!", text: "User has been deleted." } } }
export const Warning: Story = { args: { isAsking: false, outcome: { tone: "warning", title: "Warning!", text: "Can not delete user." } } }
export const PlanDeleted: Story = {
  args: { isAsking: false, outcome: { tone: "success", title: "Deleted!", text: "Plan has been deleted." } }
}
export const CreditDeleted: Story = {
  args: { isAsking: false, outcome: { tone: "success", title: "Deleted!", text: "Credit has been deleted." } }
}
export const PortalSrDeleted: Story = {
  args: { isAsking: false, outcome: { tone: "success", title: "Deleted!", text: "Portal SR has been deleted." } }
}
