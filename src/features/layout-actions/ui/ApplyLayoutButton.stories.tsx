// The Apply action needs the app's runtime: the harness gives it a fake server whose answers make each
// state — applied, partly failed, refused in the dialog — reached by the play steps (confirm in the dialog).
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { screen, userEvent, within } from "storybook/test"
import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { ApplyLayoutButton } from "./ApplyLayoutButton.tsx"

const started: FakeRoute = { status: 202, body: { data: { batch_id: "b-1" } } }
const finished = (processed: number, failed: number): FakeRoute => ({
  status: 200,
  body: { data: { id: "b-1", progress: 100, processedJobs: processed, failedJobs: failed, totalJobs: processed + failed, status: "finished" } }
})
const running: FakeRoute = { status: 200, body: { data: { id: "b-1", progress: 40, processedJobs: 2, failedJobs: 0, totalJobs: 5, status: "running" } } }

function Demo({ routes }: { routes: Record<string, FakeRoute> }) {
  const [server] = useState(() => fakeServer(routes))
  return (
    <AppHarness server={server}>
      <ApplyLayoutButton layout={{ id: 4, name: "Acme starter" }} portal={{ id: 101, name: "Acme Staging" }} pollInterval="50 millis" />
    </AppHarness>
  )
}

const confirm = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await within(canvasElement).findByRole("button", { name: "Apply layout Acme starter" }))
  await userEvent.click(await screen.findByRole("button", { name: "Yes, apply it!" }))
}

const meta = {
  title: "features/layout-actions/ApplyLayoutButton",
  component: Demo,
  args: { routes: { "POST /module/api/v2/layouts/4/apply": started, "GET /portal/api/v2/batch/b-1": finished(3, 0) } }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}
export const Applied: Story = { play: confirm }
export const Applying: Story = { args: { routes: { "POST /module/api/v2/layouts/4/apply": started, "GET /portal/api/v2/batch/b-1": running } }, play: confirm }
export const PartlyFailed: Story = { args: { routes: { "POST /module/api/v2/layouts/4/apply": started, "GET /portal/api/v2/batch/b-1": finished(2, 3) } }, play: confirm }
export const Refused: Story = {
  args: { routes: { "POST /module/api/v2/layouts/4/apply": { status: 409, body: { message: "The portal already holds everything this layout names." } } } },
  play: confirm
}
