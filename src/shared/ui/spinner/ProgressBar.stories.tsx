import type { Meta, StoryObj } from "@storybook/react-vite"

import { ProgressBar } from "./ProgressBar.tsx"

const meta = {
  title: "shared/ui/ProgressBar",
  component: ProgressBar,
  args: { label: "Installing", value: 3, maxValue: 10, showValueLabel: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    )
  ]
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Installing: Story = {}
export const NotStarted: Story = { args: { value: 0 } }
export const Complete: Story = { args: { value: 10 } }
export const WithoutValueLabel: Story = { args: { label: "Setting up the portal", value: 40, maxValue: 100, showValueLabel: false } }
