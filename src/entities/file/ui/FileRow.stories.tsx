import type { Meta, StoryObj } from "@storybook/react-vite"

import { Button } from "@/shared/ui/button"

import { makeFile } from "../lib/makeFile.ts"
import { FileRow } from "./FileRow.tsx"

const meta = {
  title: "entities/file/FileRow",
  component: FileRow,
  decorators: [
    (Story) => (
      <ul style={{ padding: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    )
  ],
  args: { file: makeFile(), action: <Button size="sm">Add</Button> }
} satisfies Meta<typeof FileRow>

export default meta
type Story = StoryObj<typeof meta>

export const NotAdded: Story = {}
export const Added: Story = {
  args: {
    file: makeFile({ installed: true, hubspot_version: "1.1.0", button_state: "Added" }),
    action: (
      <Button size="sm" variant="secondary" isDisabled>
        Added
      </Button>
    )
  }
}
export const Upgradeable: Story = {
  args: {
    file: makeFile({ installed: true, hubspot_version: "1.0.0", upgradeable: true, button_state: "Update" }),
    action: <Button size="sm">Update</Button>
  }
}
export const Revertable: Story = {
  args: {
    file: makeFile({ installed: true, hubspot_version: "1.1.0", revertable: true, button_state: "Revert" }),
    action: <Button size="sm">Revert</Button>
  }
}
export const RootFile: Story = { args: { file: makeFile({ name: "fields.json", path: "fields.json", parent_path: "" }) } }
