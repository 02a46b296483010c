import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makeExperiment } from "@/entities/experiment"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { ExperimentsPage } from "./ExperimentsPage.tsx"

type Mode = "list" | "empty" | "loading" | "failing"

const experiments = [
  makeExperiment(),
  makeExperiment({ id: 8, name: "Form test", status: "draft", goal: "form_submissions", leader_variant_id: null }),
  makeExperiment({ id: 6, name: "Pricing layout", status: "completed", winner_variant_id: 12 })
]

function Demo({ mode }: { mode: Mode }) {
  const [server] = useState(() =>
    fakeServer({
      "GET /portal/api/v2/portals/3/experiments": () =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
            : { status: 200, body: { data: mode === "empty" ? [] : experiments } }
    })
  )
  return (
    <AppHarness server={server}>
      <ExperimentsPage portalId={3} portalName="Zenith Portal" />
    </AppHarness>
  )
}

const meta = { title: "pages/experiments/ExperimentsPage", component: Demo, args: { mode: "list" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Empty: Story = { args: { mode: "empty" } }
export const Loading: Story = { args: { mode: "loading" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
