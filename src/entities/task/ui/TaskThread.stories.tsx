import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeComment } from "../lib/fixtures.ts"
import { TaskThread } from "./TaskThread.tsx"

const meta = {
  title: "entities/task/TaskThread",
  component: TaskThread,
  args: { comments: [], onSend: async (): Promise<string | null> => null }
} satisfies Meta<typeof TaskThread>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Conversation: Story = {
  args: {
    comments: [
      makeComment(),
      makeComment({ id: 2, body: "Navy, please.", from_support: false, author: { id: 4, name: "Northwind Admin" } })
    ]
  }
}
export const Sending: Story = { args: { comments: [makeComment()], isSending: true } }
export const SendFails: Story = { args: { onSend: async () => "The body field is required." } }
export const ReadOnly: Story = { args: { comments: [makeComment()], isReadOnly: true } }
