import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { PlainButton } from "./PlainButton.tsx"

const meta = {
  title: "shared/ui/PlainButton",
  component: PlainButton,
  args: { children: "Log in", onPress: fn() }
} satisfies Meta<typeof PlainButton>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: "secondary", children: "Cancel" } }
export const Small: Story = { args: { size: "sm" } }
export const Pending: Story = { args: { isPending: true } }
