import type { Meta, StoryObj } from "@storybook/react-vite"

import { Button } from "@/shared/ui/button"

import { makeLayout } from "../lib/makeLayout.ts"
import { LayoutRow } from "./LayoutRow.tsx"

const meta = {
  title: "entities/layout/LayoutRow",
  component: LayoutRow,
  decorators: [
    (Story) => (
      <ul style={{ padding: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    )
  ],
  args: { layout: makeLayout(), onOpen: () => undefined }
} satisfies Meta<typeof LayoutRow>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}
export const WithDelete: Story = {
  args: {
    action: (
      <Button size="sm" variant="danger">
        Delete
      </Button>
    )
  }
}
export const LongName: Story = {
  args: { layout: makeLayout({ name: "A very long layout name that keeps going to show how the row wraps its text" }) }
}
