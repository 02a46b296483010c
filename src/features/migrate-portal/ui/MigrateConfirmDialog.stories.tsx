import type { Meta, StoryObj } from "@storybook/react-vite"
import { migrationPages } from "../lib/fixtures.ts"
import { MigrateConfirmDialog } from "./MigrateConfirmDialog.tsx"

const meta = {
  title: "features/migrate-portal/MigrateConfirmDialog",
  component: MigrateConfirmDialog,
  args: { isOpen: true, pages: migrationPages, onNext: () => undefined, onCancel: () => undefined }
} satisfies Meta<typeof MigrateConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Pages: Story = {}

/** The pages are being fetched: a spinner, and Next waits. */
export const Loading: Story = { args: { pages: null } }

/** The list came back empty. */
export const NoPages: Story = { args: { pages: [] } }
