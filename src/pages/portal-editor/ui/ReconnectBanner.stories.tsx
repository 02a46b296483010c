import type { Meta, StoryObj } from "@storybook/react-vite"
import { fn } from "storybook/test"

import { ReconnectBanner } from "./ReconnectBanner.tsx"

const meta = {
  title: "pages/portal-editor/ReconnectBanner",
  component: ReconnectBanner,
  args: { onReconnect: fn(), message: "missing or invalid refresh token" }
} satisfies Meta<typeof ReconnectBanner>

export default meta
type Story = StoryObj<typeof meta>

/** Found on opening: the app was uninstalled in HubSpot. */
export const NeedsReconnect: Story = {}
/** Without the CRM's words. */
export const NoDetail: Story = { args: { message: undefined } }
/** Reconnect pressed: the sign-in address is on its way. */
export const Reconnecting: Story = { args: { isPending: true } }
/** The sign-in address could not be had; the user may try again. */
export const ReconnectFailed: Story = { args: { failed: true } }
