// Restore needs the app's runtime: the harness gives it a fake server; the play steps confirm in the
// dialog to show the restored notice or the refusal kept in the dialog.
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { screen, userEvent, within } from "storybook/test"

import { makeDriftedFile, makeOverwriteCheck } from "@/entities/overwrite"
import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { RestoreHistoryButton } from "./RestoreHistoryButton.tsx"

const path = "POST /module/api/v2/histories/7/restore"
const checkPath = "POST /portal/api/v2/portals/:id/overwrite-check"
const nothingEdited: FakeRoute = { status: 200, body: { data: makeOverwriteCheck([]) } }

function Demo({ answer, payload, check = nothingEdited }: { answer: FakeRoute; payload: unknown; check?: FakeRoute }) {
  const [server] = useState(() => fakeServer({ [path]: answer, [checkPath]: check }))
  return (
    <AppHarness server={server}>
      <AlertOutlet />
      <RestoreHistoryButton entry={{ id: 7, portal_id: 101, name: "Two Column Layout 1.0.0", payload }} />
    </AppHarness>
  )
}

const confirm = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await within(canvasElement).findByRole("button", { name: "Restore Two Column Layout 1.0.0" }))
  await userEvent.click(await screen.findByRole("button", { name: "Yes, restore it!" }))
}

const meta = {
  title: "features/layout-actions/RestoreHistoryButton",
  component: Demo,
  args: {
    answer: { status: 200, body: { message: "Two Column Layout has been restored to 1.0.0." } },
    payload: { module: "dnd-two-column", version: "1.0.0" }
  }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}
export const Restored: Story = { play: confirm }
export const Refused: Story = {
  args: { answer: { status: 422, body: { message: "File updates required: css/main.css (2.0.0)" } } },
  play: confirm
}
/** The portal holds one of the module's files edited in HubSpot: the review opens before the restore. */
export const EditedInHubSpot: Story = {
  args: { check: { status: 200, body: { data: makeOverwriteCheck([makeDriftedFile({ incoming_version: "1.0.0" })]) } } },
  play: confirm
}
/** A setup or save entry names no module version: no Restore. */
export const NotRestorable: Story = { args: { payload: { folder: "sr" } } }
