import type { Meta, StoryObj } from "@storybook/react-vite"

import { MigrationProgressDialog } from "./MigrationProgressDialog.tsx"

const meta = {
  title: "features/migrate-portal/MigrationProgressDialog",
  component: MigrationProgressDialog,
  args: { isOpen: true, flow: "migrate", done: 118, total: 252 }
} satisfies Meta<typeof MigrationProgressDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Progress: Story = {}

/** Started; the batch not read yet. */
export const Starting: Story = { args: { done: 0, total: null } }

export const Reverting: Story = { args: { flow: "revert", done: 40, total: 252 } }
