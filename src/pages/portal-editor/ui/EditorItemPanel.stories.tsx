import type { Meta, StoryObj } from "@storybook/react-vite"
import { EditorItemPanel } from "./EditorItemPanel.tsx"

const stamp = "2026-11-20T10:30:00.000Z"

const meta = {
  title: "pages/portal-editor/EditorItemPanel",
  component: EditorItemPanel,
  args: { item: { kind: "layout", layout: { id: 4, portal_id: 101, agency_id: 1, name: "Landing", content: { blocks: ["hero", "faq"] }, created_at: stamp, updated_at: stamp } } }
} satisfies Meta<typeof EditorItemPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Layout: Story = {}
export const HistoryItem: Story = {
  args: { item: { kind: "history", entry: { id: 2, portal_id: 101, name: "Timeline 2.0.0", created_by: { id: 7, name: "Jane" }, status_label: "Upgraded", payload: { module: "timeline", version: "2.0.0" }, created_at: stamp, updated_at: stamp } } }
}
export const Failed: Story = { args: { item: { kind: "failed", message: "Resource not found." } } }
