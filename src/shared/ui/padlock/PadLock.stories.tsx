import type { Meta, StoryObj } from "@storybook/react-vite"

import { PadLock } from "./PadLock.tsx"

const meta = { title: "shared/ui/PadLock", component: PadLock } satisfies Meta<typeof PadLock>

export default meta
type Story = StoryObj<typeof meta>

export const Core: Story = { args: { tier: "lite" } }
export const Pro: Story = { args: { tier: "pro" } }
