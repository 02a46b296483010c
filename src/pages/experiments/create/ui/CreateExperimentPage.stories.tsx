import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { CreateExperimentPage } from "./CreateExperimentPage.tsx"

/** "refused": the form loads and the server refuses what is sent (fill it in and press Create Experiment). */
type Mode = "form" | "refused" | "loading" | "failing"

const OPTIONS = {
  pages: [
    { id: "101", name: "Pricing" },
    { id: "102", name: "Zenith Home" }
  ],
  templates: [{ key: "agency-home", name: "Agency Home" }]
}

function Demo({ mode }: { mode: Mode }) {
  const [server] = useState(() =>
    fakeServer({
      "GET /portal/api/v2/portals/3/experiments/options": () =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 400, body: { message: "The portal's HubSpot connection has expired. Reconnect the portal." } }
            : { status: 200, body: { data: OPTIONS } },
      "POST /portal/api/v2/portals/3/experiments": () =>
        mode === "refused" ? { status: 422, body: { message: "The selected page_id is invalid." } } : "hang"
    })
  )
  return (
    <AppHarness server={server}>
      <CreateExperimentPage portalId={3} />
    </AppHarness>
  )
}

const meta = { title: "pages/experiments/CreateExperimentPage", component: Demo, args: { mode: "form" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Form: Story = {}
export const ServerRefuses: Story = { args: { mode: "refused" } }
export const LoadingOptions: Story = { args: { mode: "loading" } }
export const OptionsFailed: Story = { args: { mode: "failing" } }
