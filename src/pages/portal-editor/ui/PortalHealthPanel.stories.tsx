import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { ApiError } from "@/shared/api"
import { AppHarness } from "@/shared/lib/testing"

import { healthOf, troubled } from "./PortalHealthPanel.fixtures.ts"
import { PortalHealthPanel } from "./PortalHealthPanel.tsx"

const meta = {
  title: "pages/portal-editor/PortalHealthPanel",
  component: PortalHealthPanel,
  // The panel links to the setup wizard: a router around it.
  decorators: [
    (Story) => (
      <AppHarness>
        <Story />
      </AppHarness>
    )
  ],
  args: {
    health: { status: "success", data: healthOf() },
    onRetry: fn(),
    onReconnect: fn(),
    onUpgradeTheme: fn(),
    onOpenDrawer: fn()
  }
} satisfies Meta<typeof PortalHealthPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Connected, current, audited clean: nothing needs attention. */
export const AllWell: Story = {}
/** Every reason, each with the action that fixes it. */
export const NeedsAttention: Story = { args: { health: { status: "success", data: troubled } } }
/** A plain user may not upgrade the theme: the reason is told without the action. */
export const NoThemeUpgradeRight: Story = { args: { health: { status: "success", data: troubled }, onUpgradeTheme: undefined } }
/** The connection was lost: Reconnect. */
export const ConnectionLost: Story = {
  args: { health: { status: "success", data: healthOf({ connection: "reconnect", attention: ["reconnect"], drift: null }) } }
}
export const Loading: Story = { args: { health: { status: "loading" } } }
export const Failed: Story = { args: { health: { status: "failure", error: new ApiError({ status: 500, message: "Server error" }) } } }
