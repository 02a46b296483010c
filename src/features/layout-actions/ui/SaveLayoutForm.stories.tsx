// Save as layout needs the app's runtime: the harness gives it a fake server; the play step opens the form.
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { userEvent, within } from "storybook/test"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { SaveLayoutForm } from "./SaveLayoutForm.tsx"

const stamp = "2026-11-28T08:00:00.000Z"

function Demo({ answer }: { answer: FakeRoute }) {
  const [server] = useState(() => fakeServer({ "POST /module/api/v2/layouts": answer }))
  return (
    <AppHarness server={server}>
      <AlertOutlet />
      <SaveLayoutForm portal={{ id: 101, name: "Acme Portal" }} onSaved={() => undefined} />
    </AppHarness>
  )
}

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await within(canvasElement).findByRole("button", { name: "Save as layout" }))
}

const meta = {
  title: "features/layout-actions/SaveLayoutForm",
  component: Demo,
  args: {
    answer: {
      status: 201,
      body: {
        data: {
          id: 9,
          portal_id: 101,
          portal_name: "Acme Portal",
          agency_id: 1,
          name: "Starter",
          content: {},
          created_at: stamp,
          updated_at: stamp
        }
      }
    }
  }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { play: open }
export const Refused: Story = {
  args: { answer: { status: 422, body: { message: "name: The name must be at most 255 characters." } } },
  play: async (context) => {
    await open(context)
    await userEvent.click(await within(context.canvasElement).findByRole("button", { name: "Save" }))
  }
}
/** The portal holds no modules or theme files: nothing is saved, and the form says why. */
export const NothingToSave: Story = {
  args: {
    answer: {
      status: 422,
      body: {
        message: "This portal has no modules or theme files installed yet: there is nothing to save as a layout.",
        errors: { portal: ["This portal has no modules or theme files installed yet: there is nothing to save as a layout."] }
      }
    }
  },
  play: async (context) => {
    await open(context)
    await userEvent.click(await within(context.canvasElement).findByRole("button", { name: "Save" }))
  }
}
