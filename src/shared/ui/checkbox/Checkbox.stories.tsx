import type { Meta, StoryObj } from "@storybook/react-vite"
import { CheckboxGroup, Label } from "react-aria-components"
import { fn } from "storybook/test"

import { Checkbox } from "./Checkbox.tsx"

const meta = {
  title: "shared/ui/Checkbox",
  component: Checkbox,
  args: { children: "Paid in Advance", onChange: fn() }
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Selected: Story = { args: { isSelected: true } }
export const Disabled: Story = { args: { isDisabled: true } }
export const DisabledSelected: Story = { args: { isDisabled: true, isSelected: true } }
/** Inside a CheckboxGroup each checkbox stands for a value (here: portal access). */
export const InGroup: Story = {
  render: () => (
    <CheckboxGroup defaultValue={["1"]} style={{ display: "grid", gap: 8 }}>
      <Label>Portal Access</Label>
      <Checkbox value="1">Acme Portal</Checkbox>
      <Checkbox value="2">Beacon Portal</Checkbox>
    </CheckboxGroup>
  )
}
