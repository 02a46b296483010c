import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makeRollout } from "@/entities/rollout"
import type { RolloutSummary } from "@/shared/api"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { RolloutsPage } from "./RolloutsPage.tsx"

type Mode = "list" | "empty" | "loading" | "failing"

const summary = (fields: Partial<RolloutSummary>): RolloutSummary => {
  const { portals: _portals, ...rest } = makeRollout(fields)
  return rest
}

const rows: ReadonlyArray<RolloutSummary> = [
  summary({ id: "0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f", title: "Rollback of Social Share 2.0.0", status: "running", rollback_of: "x" }),
  summary({ title: "Social Share 2.0.0", status: "finished", rolled_back_by: "0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f" }),
  summary({
    id: "3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    title: "Hero Banner 1.2.0",
    status: "paused",
    paused_reason: "Paused by Ann Agency"
  })
]

const page = (data: ReadonlyArray<RolloutSummary>): FakeAnswer => ({
  status: 200,
  body: { data, meta: { pagination: { total: data.length, count: data.length, per_page: 25, current_page: 1, total_pages: 1 } } }
})

function Demo({ mode }: { mode: Mode }) {
  const [server] = useState(() =>
    fakeServer({
      "GET /portal/api/v2/rollouts": () =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
            : page(mode === "empty" ? [] : rows)
    })
  )
  return (
    <AppHarness server={server}>
      <RolloutsPage />
    </AppHarness>
  )
}

const meta = { title: "pages/rollouts/RolloutsPage", component: Demo, args: { mode: "list" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Empty: Story = { args: { mode: "empty" } }
export const Loading: Story = { args: { mode: "loading" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
