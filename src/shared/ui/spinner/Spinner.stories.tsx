import type { Meta, StoryObj } from "@storybook/react-vite"

import { Spinner } from "./Spinner.tsx"

const meta = {
  title: "shared/ui/Spinner",
  component: Spinner
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Medium: Story = {}
export const Small: Story = { args: { size: "sm" } }
export const Large: Story = { args: { size: "lg", label: "Loading portals…" } }
