import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { Button } from "./Button.tsx"
import { buttonClassName } from "./buttonClassName.ts"

const meta = {
  title: "shared/ui/Button",
  component: Button,
  args: { children: "Save", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "danger", "ghost", "link"] },
    size: { control: "inline-radio", options: ["sm", "md"] }
  }
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: "secondary", children: "Cancel" } }
export const Danger: Story = { args: { variant: "danger", children: "Delete" } }
export const Ghost: Story = { args: { variant: "ghost", children: "More" } }
export const Link: Story = { args: { variant: "link", children: "What's New" } }
export const Small: Story = { args: { size: "sm", children: "Buy" } }
export const Disabled: Story = { args: { isDisabled: true, children: "Add Portal" } }
export const Pending: Story = { args: { isPending: true, children: "Paying" } }

/** A plain anchor styled with buttonClassName, as router links are. */
export const LinkStyledAsButton: Story = {
  render: () => (
    <a href="#register" className={buttonClassName("secondary", "md")}>
      Register
    </a>
  )
}
