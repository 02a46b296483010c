import type { Meta, StoryObj } from "@storybook/react-vite"

import { makePortal } from "@/shared/lib/fixtures"

import { PortalCard } from "./PortalCard.tsx"

const meta = {
  title: "entities/portal/PortalCard",
  component: PortalCard,
  args: { portal: makePortal(), showAgency: false, href: "/portals-main/101" }
} satisfies Meta<typeof PortalCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithAgency: Story = { args: { showAgency: true } }
export const Locked: Story = { args: { portal: makePortal({ is_lock: true }) } }
export const CustomFolderPro: Story = { args: { portal: makePortal({ custom_installation: "acme-v5", plan: "pro" }) } }
