import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeRolloutPortal, ROLLOUT_LAYOUT_PARTS } from "../lib/makeRollout.ts"
import { RolloutPortalRow } from "./RolloutPortalRow.tsx"

const meta = {
  title: "entities/rollout/RolloutPortalRow",
  component: RolloutPortalRow,
  args: { portal: makeRolloutPortal({ phase: "canary" }) }
} satisfies Meta<typeof RolloutPortalRow>

export default meta
type Story = StoryObj<typeof meta>

export const Succeeded: Story = {}
export const Running: Story = {
  args: { portal: makeRolloutPortal({ status: "running", items: [{ seq: 1, label: "Social Share", status: "running", error: null }] }) }
}
export const InstallWithCredit: Story = {
  args: { portal: makeRolloutPortal({ action: "install", from_version: null, credits_spent: 1 }), showAgency: true }
}
export const Failed: Story = {
  args: {
    portal: makeRolloutPortal({
      status: "failed",
      reason: "A file was edited in HubSpot since the preview: review it on the portal.",
      items: [{ seq: 1, label: "Social Share", status: "failed", error: "A file was edited in HubSpot since the preview." }]
    })
  }
}
export const Skipped: Story = {
  args: {
    portal: makeRolloutPortal({
      status: "skipped",
      action: null,
      reason: "The CRM connection must be renewed.",
      skip_reason: "reconnect",
      batch_id: null,
      items: []
    })
  }
}
export const Waiting: Story = { args: { portal: makeRolloutPortal({ status: "pending", batch_id: null, items: [] }) } }
/** A saved layout's portal: each module and theme file it changed, one bought with a credit. */
export const Layout: Story = {
  args: {
    portal: makeRolloutPortal({
      from_version: null,
      to_version: null,
      credits_spent: 1,
      parts: ROLLOUT_LAYOUT_PARTS,
      items: ROLLOUT_LAYOUT_PARTS.map((part, index) => ({ seq: index + 1, label: part.name, status: "done" as const, error: null }))
    })
  }
}
