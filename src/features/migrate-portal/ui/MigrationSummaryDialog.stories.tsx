import type { Meta, StoryObj } from "@storybook/react-vite"

import { failedPages } from "../lib/fixtures.ts"
import { MigrationSummaryDialog } from "./MigrationSummaryDialog.tsx"

const meta = {
  title: "features/migrate-portal/MigrationSummaryDialog",
  component: MigrationSummaryDialog,
  args: { summary: { kind: "summary", flow: "migrate", succeeded: 252, failed: [] }, onRetry: () => undefined, onClose: () => undefined }
} satisfies Meta<typeof MigrationSummaryDialog>

export default meta
type Story = StoryObj<typeof meta>

export const AllMoved: Story = {}

export const SomeFailed: Story = {
  args: {
    summary: {
      kind: "summary",
      flow: "migrate",
      succeeded: 248,
      failed: [...failedPages, { id: "13", name: "Pricing", reason: "HubSpot is busy. Please try again in a few minutes." }]
    }
  }
}

export const RevertSomeFailed: Story = {
  args: {
    summary: {
      kind: "summary",
      flow: "revert",
      succeeded: 250,
      failed: [{ id: "11", name: "Home", reason: "missing or invalid refresh token" }]
    }
  }
}

/** The batch could not be followed: its outcome is unknown. */
export const ErrorUnknownOutcome: Story = {
  args: { summary: { kind: "error", flow: "migrate", message: "We are currently experiencing connection issues. Please try again!" } }
}
