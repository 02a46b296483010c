import type { Meta, StoryObj } from "@storybook/react-vite"

import { Button } from "@/shared/ui/button"

import { makeModule } from "../lib/makeModule.ts"
import { ModuleRow } from "./ModuleRow.tsx"

const meta = {
  title: "entities/module/ModuleRow",
  component: ModuleRow,
  decorators: [
    (Story) => (
      <ul style={{ padding: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    )
  ],
  args: { module: makeModule(), action: <Button size="sm">Install</Button> }
} satisfies Meta<typeof ModuleRow>

export default meta
type Story = StoryObj<typeof meta>

export const Installable: Story = {}
export const Locked: Story = {
  args: { module: makeModule({ access: "lite", pad_lock: "lite", button_state: "Buy" }), action: <Button size="sm">Buy</Button> }
}
export const LockedPro: Story = {
  args: {
    module: makeModule({ access: "pro", pad_lock: "pro", button_state: "Buy & Install" }),
    action: <Button size="sm">Buy & Install</Button>
  }
}
export const Installed: Story = {
  args: {
    module: makeModule({ installed: true, installed_version: "1.2.0", button_state: "Installed" }),
    action: (
      <Button size="sm" isDisabled>
        Installed
      </Button>
    )
  }
}
export const UpgradeableMajor: Story = {
  args: {
    module: makeModule({
      installed: true,
      installed_version: "1.2.0",
      current_version: "2.0.0",
      upgradeable: true,
      upgradeable_type: "major",
      button_state: "Upgrade Module"
    }),
    action: <Button size="sm">Upgrade Module</Button>
  }
}
export const ReadOnly: Story = { args: { action: undefined } }
