import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makeExperiment } from "@/entities/experiment"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { ExperimentDetailPage } from "./ExperimentDetailPage.tsx"

type Mode = "running" | "draft" | "stopped" | "completed" | "loading" | "failing"

function Demo({ mode }: { mode: Mode }) {
  const [server] = useState(() =>
    fakeServer({
      "GET /portal/api/v2/experiments/7": () =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 404, body: { message: "Resource not found." } }
            : {
                status: 200,
                body: {
                  data: makeExperiment({
                    status: mode,
                    ...(mode === "completed" ? { winner_variant_id: 12 } : {}),
                    ...(mode === "draft" ? { started_at: null, leader_variant_id: null } : {})
                  })
                }
              }
    })
  )
  return (
    <AppHarness server={server}>
      <ExperimentDetailPage portalId={3} experimentId={7} />
    </AppHarness>
  )
}

const meta = { title: "pages/experiments/ExperimentDetailPage", component: Demo, args: { mode: "running" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {}
export const Draft: Story = { args: { mode: "draft" } }
export const Stopped: Story = { args: { mode: "stopped" } }
export const Completed: Story = { args: { mode: "completed" } }
export const Loading: Story = { args: { mode: "loading" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
