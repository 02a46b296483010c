import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makeRollout, makeRolloutPortal, ROLLOUT_ID } from "@/entities/rollout"
import type { Rollout } from "@/shared/api"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { RolloutPage } from "./RolloutPage.tsx"

type Mode = "running" | "pausedByThreshold" | "finishedWithFailures" | "cancelled" | "rolledBack" | "rollback" | "loading" | "failing"

const ROLLBACK_ID = "0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f"
const failure = "A file was edited in HubSpot since the preview: review it on the portal."
const failedPortal = (id: number, name: string) =>
  makeRolloutPortal({
    portal_id: id,
    portal_name: name,
    status: "failed",
    reason: failure,
    items: [{ seq: 1, label: "Social Share", status: "failed", error: failure }]
  })
const skipped = makeRolloutPortal({
  portal_id: 9,
  portal_name: "Acme Blog",
  status: "skipped",
  action: null,
  reason: "2 files were edited in HubSpot: review them on the portal first.",
  skip_reason: "drifted",
  batch_id: null,
  items: []
})
const canary = makeRolloutPortal({ portal_id: 1, portal_name: "Acme Website", phase: "canary" })

const rollouts: Record<Exclude<Mode, "loading" | "failing">, Rollout> = {
  running: makeRollout({
    status: "running",
    finished_at: null,
    portals: [
      canary,
      makeRolloutPortal({
        portal_id: 2,
        portal_name: "Acme Shop",
        status: "running",
        items: [{ seq: 1, label: "Social Share", status: "running", error: null }]
      }),
      makeRolloutPortal({ portal_id: 3, portal_name: "Acme Docs", status: "pending", batch_id: null, items: [] }),
      skipped
    ]
  }),
  pausedByThreshold: makeRollout({
    status: "paused",
    finished_at: null,
    paused_reason: "2 portals failed: paused at the failure threshold",
    portals: [
      canary,
      failedPortal(2, "Acme Shop"),
      failedPortal(3, "Acme Docs"),
      makeRolloutPortal({ portal_id: 4, portal_name: "Acme Events", status: "pending", batch_id: null, items: [] })
    ]
  }),
  finishedWithFailures: makeRollout({
    status: "finished",
    portals: [canary, makeRolloutPortal({ portal_id: 2, portal_name: "Acme Shop" }), failedPortal(3, "Acme Docs"), skipped]
  }),
  cancelled: makeRollout({
    status: "cancelled",
    portals: [canary, makeRolloutPortal({ portal_id: 2, portal_name: "Acme Shop", status: "cancelled", batch_id: null, items: [] })]
  }),
  rolledBack: makeRollout({ status: "finished", rolled_back_by: ROLLBACK_ID }),
  rollback: makeRollout({
    id: ROLLBACK_ID,
    title: "Rollback of Social Share 2.0.0",
    rollback_of: ROLLOUT_ID,
    canary_size: 2,
    failure_threshold: 2,
    portals: [
      makeRolloutPortal({ portal_id: 1, portal_name: "Acme Website", action: "revert", from_version: "2.0.0", to_version: "1.0.0" }),
      makeRolloutPortal({ portal_id: 2, portal_name: "Acme Shop", action: "remove", from_version: "2.0.0", to_version: null })
    ]
  })
}

function Demo({ mode }: { mode: Mode }) {
  const [server] = useState(() =>
    fakeServer({
      "GET /portal/api/v2/rollouts/:id":
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 404, body: { message: "Resource not found." } }
            : { status: 200, body: { data: rollouts[mode] } },
      "POST /portal/api/v2/rollouts/:id/pause": {
        status: 200,
        body: { data: { ...rollouts.running, status: "paused", paused_reason: "Paused by Ann Agency" } }
      },
      "POST /portal/api/v2/rollouts/:id/resume": { status: 200, body: { data: rollouts.running } },
      "POST /portal/api/v2/rollouts/:id/cancel": { status: 409, body: { message: "The rollout has already ended." } },
      "POST /portal/api/v2/rollouts/:id/rollback": { status: 200, body: { data: rollouts.rollback } }
    })
  )
  const id = mode === "rollback" ? ROLLBACK_ID : ROLLOUT_ID
  return (
    <AppHarness server={server}>
      <RolloutPage rolloutId={id} />
    </AppHarness>
  )
}

const meta = { title: "pages/rollouts/RolloutPage", component: Demo, args: { mode: "running" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {}
export const PausedByThreshold: Story = { args: { mode: "pausedByThreshold" } }
export const FinishedWithFailures: Story = { args: { mode: "finishedWithFailures" } }
export const Cancelled: Story = { args: { mode: "cancelled" } }
export const RolledBack: Story = { args: { mode: "rolledBack" } }
export const Rollback: Story = { args: { mode: "rollback" } }
export const Loading: Story = { args: { mode: "loading" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
