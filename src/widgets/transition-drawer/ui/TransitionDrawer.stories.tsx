import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { makePortalBatch, type PortalBatch } from "@/entities/batch"
import { openPortalHarness } from "@/entities/portal"
import { makePortal } from "@/shared/lib/fixtures"
import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { TransitionDrawer } from "./TransitionDrawer.tsx"

const finishedWithFailures: PortalBatch = makePortalBatch({
  id: "batch-2",
  status: "finished",
  progress: 100,
  processedJobs: 3,
  failedJobs: 1,
  finished_at: "2026-11-28T10:01:00.000Z",
  items: [
    { seq: 1, label: "Hero Banner", status: "failed", error: "Install these theme files first: css/main.css (2.0.0)." },
    { seq: 2, label: "Feature Grid", status: "done", error: null },
    { seq: 3, label: "Call To Action", status: "done", error: null },
    { seq: 4, label: "FAQ Accordion", status: "done", error: null }
  ]
})

const answers = {
  loading: "hang",
  empty: { status: 200, body: { data: [] } },
  error: { status: 500, body: { message: "boom" } },
  running: {
    status: 200,
    body: {
      data: [
        makePortalBatch(),
        makePortalBatch({
          id: "batch-4",
          kind: "version-upgrade",
          title: "Theme upgrade",
          status: "pending",
          processedJobs: 0,
          progress: 0,
          totalJobs: 12,
          items: []
        })
      ]
    }
  },
  finishedWithFailures: { status: 200, body: { data: [finishedWithFailures] } },
  finished: {
    status: 200,
    body: {
      data: [
        makePortalBatch({
          id: "batch-6",
          kind: "version-upgrade",
          title: "Theme upgrade",
          status: "finished",
          progress: 100,
          processedJobs: 3,
          totalJobs: 3,
          finished_at: "2026-11-28T10:02:00.000Z",
          started_by: { id: null, name: "Support team" },
          items: [
            { seq: 1, label: "css/main.css", status: "done", error: null },
            { seq: 2, label: "css/utilities.css", status: "done", error: null },
            { seq: 3, label: "js/main.js", status: "done", error: null }
          ]
        })
      ]
    }
  }
} satisfies Record<string, FakeRoute>

function Demo({ answer }: { answer: keyof typeof answers }) {
  const [opened] = useState(() => {
    const store = createStore()
    store.set(openDrawerAtom, "transition")
    return {
      store,
      server: fakeServer({ "GET /portal/api/v2/portals/101/batches": answers[answer] }),
      ...openPortalHarness(makePortal({ id: 101 }))
    }
  })
  return (
    <AppHarness {...opened}>
      <TransitionDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/transition-drawer/TransitionDrawer",
  component: Demo,
  args: { answer: "running" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { answer: "loading" } }
export const Empty: Story = { args: { answer: "empty" } }
export const LoadFailure: Story = { args: { answer: "error" } }
/** While a batch runs the drawer is titled "Activity in progress". */
export const Running: Story = { args: { answer: "running" } }
/** Nothing runs: titled "Recent activity", each batch with its start, end and starter. */
export const Finished: Story = { args: { answer: "finished" } }
export const FinishedWithFailures: Story = { args: { answer: "finishedWithFailures" } }
