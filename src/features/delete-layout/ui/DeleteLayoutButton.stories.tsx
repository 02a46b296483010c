// The button needs the app's runtime (its delete goes through useApiAction): the harness gives it a
// fake server that accepts the delete.
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { AppHarness, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { DeleteLayoutButton, type DeleteLayoutButtonProps } from "./DeleteLayoutButton.tsx"

function Demo(props: DeleteLayoutButtonProps) {
  const [server] = useState(() =>
    fakeServer({ [`DELETE /module/api/v2/layouts/${props.layout.id}`]: { status: 200, body: { message: "Layout has been deleted!" } } })
  )
  return (
    <AppHarness server={server}>
      <AlertOutlet />
      <DeleteLayoutButton {...props} />
    </AppHarness>
  )
}

const meta = {
  title: "features/delete-layout/DeleteLayoutButton",
  component: Demo,
  args: { layout: { id: 1, name: "Home layout" }, onDeleted: () => undefined }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
