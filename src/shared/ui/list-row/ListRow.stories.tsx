import type { Meta, StoryObj } from "@storybook/react-vite"

import { Button } from "@/shared/ui/button"

import { ListRow } from "./ListRow.tsx"

const meta = {
  title: "shared/ui/ListRow",
  component: ListRow,
  decorators: [
    (Story) => (
      <ul style={{ padding: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    )
  ],
  args: {
    label: "Header",
    title: "Header",
    meta: (
      <>
        <span>/modules</span>
        <span>Version 1.2.0</span>
      </>
    )
  }
} satisfies Meta<typeof ListRow>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}
export const WithAction: Story = { args: { action: <Button size="sm">Add</Button> } }
export const Openable: Story = {
  args: {
    onOpen: () => undefined,
    action: (
      <Button size="sm" variant="secondary">
        Delete
      </Button>
    )
  }
}
export const TitleOnly: Story = { args: { meta: undefined } }
