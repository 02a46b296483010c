import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { HEALTH, wizardRoutes } from "./NewRolloutPage.fixtures.ts"
import { NewRolloutPage } from "./NewRolloutPage.tsx"

type Mode = "member" | "loading" | "failing"

function Demo({ mode }: { mode: Mode }) {
  const [store] = useState(() => {
    const created = createStore()
    created.set(currentUserAtom, makeUser({ roles: [{ name: "agency-admin" }], agencies: [makeAgency({ id: 1, name: "Acme Agency" })] }))
    return created
  })
  const [server] = useState(() =>
    fakeServer(
      wizardRoutes(
        mode === "loading"
          ? { [HEALTH]: "hang" }
          : mode === "failing"
            ? { [HEALTH]: { status: 500, body: { message: "Whoops, something went wrong on our servers." } } }
            : {}
      )
    )
  )
  return (
    <AppHarness server={server} store={store}>
      <NewRolloutPage />
    </AppHarness>
  )
}

const meta = { title: "pages/rollouts/NewRolloutPage", component: Demo, args: { mode: "member" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Choose portals, a module, then the preview with Start rollout (the answers are scripted). */
export const Wizard: Story = {}
export const PortalsLoading: Story = { args: { mode: "loading" } }
export const PortalsFailure: Story = { args: { mode: "failing" } }
