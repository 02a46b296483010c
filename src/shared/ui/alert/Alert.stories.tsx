import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { Alert } from "./Alert.tsx"

const meta = {
  title: "shared/ui/Alert",
  component: Alert,
  args: { type: "success", children: "The agency was created" }
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const Warning: Story = {
  args: {
    type: "warning",
    title: "Additional Permissions Required",
    children: "To use a module that requires HubDB, you need to grant additional OAuth permissions."
  }
}
export const Danger: Story = { args: { type: "danger", children: "Server is currently unavailable. Please try again later." } }
export const Closable: Story = { args: { type: "danger", children: "An error occurred. Please try again later.", onClose: fn() } }
