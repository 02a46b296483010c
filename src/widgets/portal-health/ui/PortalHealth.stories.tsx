import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { agencyOptions, HEALTH_PATH, healthPage, HEALTHY, TROUBLED } from "./PortalHealth.fixtures.ts"
import { PortalHealth } from "./PortalHealth.tsx"

type State = "attention" | "healthy" | "empty" | "loading" | "error"

const answers: Record<State, FakeAnswer> = {
  attention: healthPage(TROUBLED, 3, 60),
  healthy: healthPage(HEALTHY),
  empty: healthPage([]),
  loading: "hang",
  error: { status: 500, body: { message: "Internal Server Error" } }
}

function Demo({ state, superAdmin, path }: { state: State; superAdmin: boolean; path: string }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ roles: [{ name: superAdmin ? "admin" : "agency-admin" }] }))
    const server = fakeServer({ [`GET ${HEALTH_PATH}`]: answers[state], "GET /agency/api/v2/agencies": agencyOptions() })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server} path={path}>
      <PortalHealth />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/portal-health/PortalHealth",
  component: Demo,
  args: { state: "attention", superAdmin: false, path: "/portals-main?view=health" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Several portals needing attention, most reasons first, over three pages. */
export const NeedsAttention: Story = {}
export const AllHealthy: Story = { args: { state: "healthy" } }
/** "Needs attention" on, and nothing needs it. */
export const NoneNeedAttention: Story = { args: { state: "empty", path: "/portals-main?view=health&health_attention=yes" } }
export const NoMatch: Story = { args: { state: "empty", path: "/portals-main?view=health&health_q=zzz" } }
export const Loading: Story = { args: { state: "loading" } }
export const LoadError: Story = { args: { state: "error" } }
/** The super admin: the agency column and the agency filter. */
export const SuperAdmin: Story = { args: { superAdmin: true } }
/** Phone width: each portal is a card of "label: value" lines, the sortable headers a row of buttons above. */
export const Narrow: Story = { globals: { viewport: { value: "mobile2", isRotated: false } } }
