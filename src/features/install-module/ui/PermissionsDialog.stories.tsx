import type { Meta, StoryObj } from "@storybook/react-vite"

import { PermissionsDialog } from "./PermissionsDialog.tsx"

const meta = {
  title: "features/install-module/PermissionsDialog",
  component: PermissionsDialog,
  args: { isOpen: true, onCancel: () => undefined }
} satisfies Meta<typeof PermissionsDialog>

export default meta
type Story = StoryObj<typeof meta>

export const WithoutReauthorization: Story = {}
export const WithReauthorize: Story = { args: { onReauthorize: () => undefined } }
