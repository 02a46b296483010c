// The Apply action needs the app's runtime: the harness gives it a fake server whose answers make each
// state — applied, partly failed, refused in the dialog, items built for another theme version named in the
// dialog, nothing that fits, an empty layout not offered — reached by the play steps.
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, screen, userEvent, waitFor, within } from "storybook/test"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import { ApplyLayoutButton } from "./ApplyLayoutButton.tsx"

const started: FakeRoute = { status: 202, body: { data: { batch_id: "b-1" } } }
const finished = (processed: number, failed: number): FakeRoute => ({
  status: 200,
  body: {
    data: { id: "b-1", progress: 100, processedJobs: processed, failedJobs: failed, totalJobs: processed + failed, status: "finished" }
  }
})
const item = (kind: "module" | "file", key: string, name: string, status: string, needs: string | null = null) => ({
  kind,
  key,
  name,
  status,
  needs_theme: needs,
  reason: needs === null ? null : `Built for theme ${needs}; this portal runs theme 4.1.0.`
})
const fits: FakeRoute = {
  status: 200,
  body: {
    data: {
      portal_version: "5.0.0",
      items: [item("file", "css/main.css", "css/main.css", "apply"), item("module", "hero-banner", "Hero Banner", "apply")]
    }
  }
}
const mismatch: FakeRoute = {
  status: 200,
  body: {
    data: {
      portal_version: "4.1.0",
      items: [
        item("file", "css/main.css", "css/main.css", "incompatible", "5.0.0"),
        item("file", "js/slider.js", "js/slider.js", "apply"),
        item("module", "hero-banner", "Hero Banner", "incompatible", "5.0.0")
      ]
    }
  }
}
const nothingFits: FakeRoute = {
  status: 200,
  body: { data: { portal_version: "4.1.0", items: [item("file", "css/main.css", "css/main.css", "incompatible", "5.0.0")] } }
}
const content = { files: [{ path: "css/main.css" }], modules: [{ key: "hero-banner", name: "Hero Banner" }] }
const checkPath = "GET /module/api/v2/layouts/4/apply-check"
// The overwrite review before the batch starts: nothing edited in these stories.
const overwriteCheck = "POST /portal/api/v2/portals/:id/overwrite-check"
const nothingEdited: FakeRoute = { status: 200, body: { data: { checked_at: "2026-12-03T10:30:00.000Z", files: [] } } }
const running: FakeRoute = {
  status: 200,
  body: { data: { id: "b-1", progress: 40, processedJobs: 2, failedJobs: 0, totalJobs: 5, status: "running" } }
}

function Demo({
  routes,
  layoutContent = content,
  size = "panel"
}: {
  routes: Record<string, FakeRoute>
  layoutContent?: unknown
  size?: "row" | "panel"
}) {
  const [server] = useState(() => fakeServer({ [checkPath]: fits, [overwriteCheck]: nothingEdited, ...routes }))
  return (
    <AppHarness server={server}>
      <ApplyLayoutButton
        layout={{ id: 4, name: "Acme starter", content: layoutContent }}
        portal={{ id: 101, name: "Acme Staging" }}
        size={size}
        pollInterval="50 millis"
      />
    </AppHarness>
  )
}

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await within(canvasElement).findByRole("button", { name: "Apply layout Acme starter" }))
}
const confirm = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await open({ canvasElement })
  const yes = await screen.findByRole("button", { name: "Yes, apply it!" })
  await waitFor(() => expect(yes).toBeEnabled())
  await userEvent.click(yes)
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
export const Applying: Story = {
  args: { routes: { "POST /module/api/v2/layouts/4/apply": started, "GET /portal/api/v2/batch/b-1": running } },
  play: confirm
}
export const PartlyFailed: Story = {
  args: { routes: { "POST /module/api/v2/layouts/4/apply": started, "GET /portal/api/v2/batch/b-1": finished(2, 3) } },
  play: confirm
}
export const Refused: Story = {
  args: {
    routes: {
      "POST /module/api/v2/layouts/4/apply": { status: 409, body: { message: "The portal already holds everything this layout names." } }
    }
  },
  play: confirm
}

/** The small 'Apply' of a Layouts drawer row. */
export const Row: Story = { args: { size: "row" } }
/** A layout holding no modules or theme files: not offered, with the reason. */
export const EmptyLayout: Story = { args: { layoutContent: { blocks: ["hero"] } } }
/** The dialog names what is built for a newer theme version than the portal runs: it will not be applied. */
export const ThemeMismatch: Story = {
  args: { routes: { [checkPath]: mismatch } },
  play: async (context) => {
    await open(context)
    await screen.findByText("Built for another theme version")
  }
}
/** Nothing fits the portal's theme: 'Yes, apply it!' is disabled and the dialog says why. */
export const NothingFits: Story = {
  args: { routes: { [checkPath]: nothingFits } },
  play: async (context) => {
    await open(context)
    await screen.findByText("Nothing in this layout can be applied to Acme Staging.")
  }
}
