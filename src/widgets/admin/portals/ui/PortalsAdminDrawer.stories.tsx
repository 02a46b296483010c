import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import type { Portal } from "@/shared/api"
import { makeDeletion, makePortal } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

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

const answers: Record<State, FakeAnswer> = {
  list: page(portals, 12),
  empty: page([]),
  loading: "hang",
  error: { status: 500, body: { message: "Internal Server Error" } }
}

function Demo({ state }: { state: State }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(openDrawerAtom, "portal")
    const server = fakeServer({
      "GET /portal/api/v2/admin/portals": answers[state],
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
  args: { state: "list" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Empty: Story = { args: { state: "empty" } }
export const Loading: Story = { args: { state: "loading" } }
export const LoadError: Story = { args: { state: "error" } }
/** Phone width (Storybook's built-in viewports): each row is a card of "label: value" lines, Edit and Delete on screen. */
export const NarrowPhone: Story = { globals: { viewport: { value: "mobile2", isRotated: false } } }
/** Tablet width: the same card view. */
export const NarrowTablet: Story = { globals: { viewport: { value: "tablet", isRotated: false } } }
