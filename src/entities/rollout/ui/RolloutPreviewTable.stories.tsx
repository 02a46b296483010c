import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeLayoutPreview, makePreview } from "../lib/makeRollout.ts"
import { RolloutPreviewTable } from "./RolloutPreviewTable.tsx"

const meta = {
  title: "entities/rollout/RolloutPreviewTable",
  component: RolloutPreviewTable,
  args: { preview: makePreview() }
} satisfies Meta<typeof RolloutPreviewTable>

export default meta
type Story = StoryObj<typeof meta>

/** An upgrade, an install that costs a credit, a drifted portal skipped. */
export const Mixed: Story = {}

/** Two agencies (the super admin's): the agency column, and one agency short of credits. */
export const SeveralAgencies: Story = {
  args: {
    preview: makePreview({
      portals: [
        ...makePreview().portals,
        {
          portal_id: 7,
          portal_name: "Northwind Portal",
          agency_id: 2,
          agency_name: "Northwind Agency",
          action: null,
          from_version: null,
          to_version: null,
          credits: 1,
          skip: { reason: "credits", message: "Northwind Agency has too few credits for every portal that needs one." }
        },
        {
          portal_id: 8,
          portal_name: "Northwind Shop",
          agency_id: 2,
          agency_name: "Northwind Agency",
          action: null,
          from_version: null,
          to_version: null,
          credits: 0,
          skip: { reason: "suspended", message: "Northwind Agency is suspended." }
        }
      ],
      credits: [
        { agency_id: 1, agency_name: "Acme Agency", needed: 1, available: 4 },
        { agency_id: 2, agency_name: "Northwind Agency", needed: 2, available: 1 }
      ]
    })
  }
}

/** Every portal skipped: nothing to start. */
export const AllSkipped: Story = {
  args: {
    preview: makePreview({
      portals: makePreview().portals.map((portal) => ({
        ...portal,
        action: null,
        skip: { reason: "current" as const, message: "It already has Social Share 2.0.0." }
      })),
      credits: []
    })
  }
}

/** A start refused for one portal: the message on its row. */
export const RefusedPortal: Story = { args: { portalErrors: new Map([[2, "This portal does not exist or is not one of yours."]]) } }

/** A saved layout: each portal lists the modules and theme files it gets, one bought with a credit; "3 changes" for its versions. */
export const Layout: Story = { args: { preview: makeLayoutPreview() } }
