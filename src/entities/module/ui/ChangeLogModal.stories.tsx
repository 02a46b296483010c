import type { Meta, StoryObj } from "@storybook/react-vite"

import { makeModule } from "../lib/makeModule.ts"
import { ChangeLogModal } from "./ChangeLogModal.tsx"

const meta = {
  title: "entities/module/ChangeLogModal",
  component: ChangeLogModal,
  args: {
    onClose: () => undefined,
    module: makeModule({
      name: "Hero Banner",
      installed: true,
      installed_version: "1.2.0",
      change_log: [
        { ver: "2.0.0", message: "New layout engine; fields renamed", requires: ["css/main.css"] },
        { ver: "1.2.0", message: "Responsive heading sizes", requires: [] },
        { ver: "1.1.0", message: "Adds a background video option", requires: [] },
        { ver: "1.0.0", message: "Initial release", requires: [] }
      ]
    })
  }
} satisfies Meta<typeof ChangeLogModal>

export default meta
type Story = StoryObj<typeof meta>

export const Versions: Story = {}
export const OneVersion: Story = {
  args: { module: makeModule({ name: "Divider", change_log: [{ ver: "1.0.0", message: "Initial release", requires: [] }] }) }
}
export const NoVersions: Story = { args: { module: makeModule({ name: "Draft Module", change_log: [] }) } }
