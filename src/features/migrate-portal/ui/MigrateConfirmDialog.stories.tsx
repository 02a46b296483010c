import type { Meta, StoryObj } from "@storybook/react-vite"
import { screen, userEvent } from "storybook/test"

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

/** The user left a page out: the dialog says what that means. */
export const SomeLeftOut: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("checkbox", { name: /About/ }))
  }
}

/** No page chosen: Next waits, and the dialog says why. */
export const NoneChosen: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("checkbox", { name: /All pages/ }))
  }
}
