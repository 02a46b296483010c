import type { Meta, StoryObj } from "@storybook/react-vite"

import { AttentionBadges } from "./AttentionBadges.tsx"

const meta = {
  title: "entities/portal-health/AttentionBadges",
  component: AttentionBadges,
  args: { attention: ["reconnect", "theme-behind", "upgrades"] }
} satisfies Meta<typeof AttentionBadges>

export default meta
type Story = StoryObj<typeof meta>

export const SomeReasons: Story = {}
/** Every reason, in the contract's order. */
export const EveryReason: Story = {
  args: { attention: ["reconnect", "missing-hubdb", "theme-behind", "upgrades", "drift", "failed-work", "setup"] }
}
export const AllGood: Story = { args: { attention: [] } }
