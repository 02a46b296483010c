import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeHistory } from "../lib/makeHistory.ts"
import { HistoryView } from "./HistoryView.tsx"

const meta = {
  title: "entities/history/HistoryView",
  component: HistoryView,
  args: {
    entry: makeHistory({
      name: "Timeline 2.0.0",
      status_label: "Upgraded",
      payload: { module: "timeline", version: "2.0.0", previous_version: "1.0.0" }
    })
  }
} satisfies Meta<typeof HistoryView>

export default meta
type Story = StoryObj<typeof meta>

export const ModuleUpgrade: Story = {}
export const FirstInstall: Story = {
  args: {
    entry: makeHistory({ status_label: "Installed", payload: { module: "hero-banner", version: "1.2.0", previous_version: "0.0.0" } })
  }
}
export const PortalSetUp: Story = {
  args: {
    entry: makeHistory({ name: "Acme Portal", status_label: "Portal set up", payload: { files: ["css/main.css", "templates/base.html"] } })
  }
}
export const NoAuthor: Story = { args: { entry: makeHistory({ created_by: null, payload: {} }) } }
