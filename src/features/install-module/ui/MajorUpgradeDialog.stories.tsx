import type { Meta, StoryObj } from "@storybook/react-vite"

import { MajorUpgradeDialog } from "./MajorUpgradeDialog.tsx"

const meta = {
  title: "features/install-module/MajorUpgradeDialog",
  component: MajorUpgradeDialog,
  args: {
    isOpen: true,
    moduleName: "Pricing Table",
    fromVersion: "1.4.0",
    toVersion: "2.0.0",
    isPending: false,
    onConfirm: () => undefined,
    onCancel: () => undefined
  }
} satisfies Meta<typeof MajorUpgradeDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Upgrading: Story = { args: { isPending: true } }
