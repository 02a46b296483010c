import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import type { Portal } from "@/shared/api"
import { makeDeletion, makePortal } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { HEALTH_ROUTE, healthOf, healthRoute } from "./PortalsAdminDrawer.fixtures.ts"
import { PortalsAdminDrawer } from "./PortalsAdminDrawer.tsx"

const portals: ReadonlyArray<Portal> = [
  makePortal({ id: 8, name: "Zenith Free", custom_installation: "sr", agency: { id: 5, name: "Zenith Agency" }, plan: "free" }),
  makePortal({ id: 7, name: "Orphan Portal", custom_installation: "orphan", agency: null, plan: "core", portal_type: "starter" }),
  makePortal({ id: 6, name: "Acme Portal", custom_installation: "sr", agency: { id: 1, name: "Demo Agency" }, plan: "pro" })
]

/** Delete Acme Portal: it goes alone (entities/deletion's stories show children and work). */
const acmeDeletion = makeDeletion({ portals: [{ id: 6, name: "Acme Portal", parent_id: null }] })

const page = (rows: ReadonlyArray<Portal>, totalPages = 1): FakeAnswer => ({
  status: 200,
  body: {
    data: rows,
    meta: { pagination: { total: rows.length * totalPages, count: rows.length, per_page: 25, current_page: 1, total_pages: totalPages } }
  }
})

type State = "list" | "empty" | "loading" | "error"

/** The Health column: some rows need attention, every row is well, the health is still coming, or it failed. */
type Health = "attention" | "well" | "pending" | "failing"

const healthAnswers: Record<Health, FakeRoute> = {
  attention: healthRoute([
    healthOf(portals[0]!, ["reconnect", "theme-behind", "failed-work"]),
    healthOf(portals[1]!, ["setup"]),
    healthOf(portals[2]!)
  ]),
  well: healthRoute(portals.map((portal) => healthOf(portal))),
  pending: "hang",
  failing: { status: 500, body: { message: "Internal Server Error" } }
}

const answers: Record<State, FakeAnswer> = {
  list: page(portals, 12),
  empty: page([]),
  loading: "hang",
  error: { status: 500, body: { message: "Internal Server Error" } }
}

function Demo({ state, health }: { state: State; health: Health }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(openDrawerAtom, "portal")
    const server = fakeServer({
      "GET /portal/api/v2/admin/portals": answers[state],
      [HEALTH_ROUTE]: healthAnswers[health],
      "GET /portal/api/v2/admin/portals/6": { status: 200, body: { data: portals[2] } },
      "GET /portal/api/v2/admin/portals/7": { status: 200, body: { data: portals[1] } },
      "GET /portal/api/v2/admin/portals/8": { status: 200, body: { data: portals[0] } },
      "PUT /portal/api/v2/portals/6": { status: 200, body: { data: portals[2] } },
      "GET /portal/api/v2/portals/6/deletion": { status: 200, body: { data: acmeDeletion } },
      "DELETE /portal/api/v2/portals/6": { status: 200, body: { message: "The portal was deleted.", deleted: acmeDeletion } },
      "DELETE /portal/api/v2/portals/6/installation": { status: 200, body: { message: "The installation folder was removed." } }
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <AlertOutlet />
      <PortalsAdminDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/portals/PortalsAdminDrawer",
  component: Demo,
  args: { state: "list", health: "attention" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Rows needing attention (their reasons as badges under Health) beside one that is all well. */
export const List: Story = {}
export const Empty: Story = { args: { state: "empty" } }
export const Loading: Story = { args: { state: "loading" } }
export const LoadError: Story = { args: { state: "error" } }
/** Every row's Health reads "All good". */
export const HealthAllWell: Story = { args: { health: "well" } }
/** The rows are in, their health is not yet: a quiet "…" in the Health column only. */
export const HealthPending: Story = { args: { health: "pending" } }
/** The health request failed: "—" in the Health column, the table works as ever. */
export const HealthFailing: Story = { args: { health: "failing" } }
/** Phone width (Storybook's built-in viewports): each row is a card of "label: value" lines, Edit and Delete on screen. */
export const NarrowPhone: Story = { globals: { viewport: { value: "mobile2", isRotated: false } } }
/** Tablet width: the same card view. */
export const NarrowTablet: Story = { globals: { viewport: { value: "tablet", isRotated: false } } }
