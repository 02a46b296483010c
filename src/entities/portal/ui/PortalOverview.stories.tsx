import type { Meta, StoryObj } from "@storybook/react-vite"

import { makePortal } from "@/shared/lib/fixtures"

import { PortalOverview } from "./PortalOverview.tsx"

const meta = {
  title: "entities/portal/PortalOverview",
  component: PortalOverview,
  args: { portal: makePortal() }
} satisfies Meta<typeof PortalOverview>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithoutDomainOrAgency: Story = { args: { portal: makePortal({ domain: null, agency: null, custom_installation: "" }) } }
