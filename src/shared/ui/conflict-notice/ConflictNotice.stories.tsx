import type { Meta, StoryObj } from "@storybook/react-vite"

import { ConflictNotice } from "./ConflictNotice.tsx"

const meta = {
  title: "shared/ui/ConflictNotice",
  component: ConflictNotice,
  args: {
    message: "Ada Admin changed this agency on 2 Dec 2026, 10:02 UTC after you opened it. Reload to see their changes.",
    onReload: () => undefined
  }
} satisfies Meta<typeof ConflictNotice>

export default meta
type Story = StoryObj<typeof meta>

/** A save was refused: someone else saved the record after this form opened. */
export const Stale: Story = {}
/** Reload is reading the record as it is now. */
export const Reloading: Story = { args: { isReloading: true } }
