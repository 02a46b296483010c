// The panel's actions (Apply, Restore) need the app's runtime: the harness gives them an empty fake server.
import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness } from "@/shared/lib/testing"

import { EditorItemPanel, type EditorItemPanelProps } from "./EditorItemPanel.tsx"

function Demo(props: EditorItemPanelProps) {
  return (
    <AppHarness>
      <EditorItemPanel {...props} />
    </AppHarness>
  )
}

const stamp = "2026-11-20T10:30:00.000Z"

const meta = {
  title: "pages/portal-editor/EditorItemPanel",
  component: Demo,
  args: {
    portal: { id: 101, name: "Acme Portal" },
    item: {
      kind: "layout",
      layout: {
        id: 4,
        portal_id: 101,
        portal_name: "Acme Portal",
        agency_id: 1,
        created_by: 1,
        name: "Landing",
        content: { blocks: ["hero", "faq"] },
        created_at: stamp,
        updated_at: stamp
      }
    }
  }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Layout: Story = {}
export const HistoryItem: Story = {
  args: {
    portal: { id: 101, name: "Acme Portal" },
    item: {
      kind: "history",
      entry: {
        id: 2,
        portal_id: 101,
        name: "Timeline 2.0.0",
        created_by: { id: 7, name: "Jane" },
        status_label: "Upgraded",
        payload: { module: "timeline", version: "2.0.0" },
        created_at: stamp,
        updated_at: stamp
      }
    }
  }
}
export const Failed: Story = { args: { item: { kind: "failed", message: "Resource not found." } } }
