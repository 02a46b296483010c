import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeHistory } from "../lib/makeHistory.ts"
import { HistoryRow } from "./HistoryRow.tsx"

const meta = {
  title: "entities/history/HistoryRow",
  component: HistoryRow,
  decorators: [
    (Story) => (
      <ul style={{ padding: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    )
  ],
  args: { entry: makeHistory(), onOpen: () => undefined }
} satisfies Meta<typeof HistoryRow>

export default meta
type Story = StoryObj<typeof meta>

export const Installed: Story = {}
export const Reverted: Story = { args: { entry: makeHistory({ name: "Timeline 1.0.0", status_label: "Reverted" }) } }
export const WithoutAuthor: Story = { args: { entry: makeHistory({ created_by: null, status_label: "Saved", name: "Home page" }) } }
