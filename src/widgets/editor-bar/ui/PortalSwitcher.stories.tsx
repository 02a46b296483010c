import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"
import { userEvent, within } from "storybook/test"

import { openPortalHarness } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import type { Portal } from "@/shared/api"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { PortalSwitcher } from "./PortalSwitcher.tsx"

const staging = makePortal({ id: 4, name: "Acme Staging", is_parent: false })
const acme = makePortal({ id: 3, name: "Acme Portal", children: [staging] })
const beacon = makePortal({ id: 5, name: "Beacon", is_lock: true, custom_installation: "beacon" })
const clients = Array.from({ length: 10 }, (_, index) => makePortal({ id: 10 + index, name: `Client ${index + 1}` }))

const answer = (list: ReadonlyArray<Portal>): FakeAnswer => ({
  status: 200,
  body: { data: list, meta: { pagination: { total: list.length, count: list.length, per_page: 1000, current_page: 1, total_pages: 1 } } }
})

function Demo({ portals, current }: { portals: FakeAnswer; current: Portal }) {
  const [harness] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency()] }))
    return { store, server: fakeServer({ "GET /portal/api/v2/portals": portals }), ...openPortalHarness(current) }
  })
  return (
    <AppHarness {...harness}>
      <PortalSwitcher audience="member" />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/editor-bar/PortalSwitcher",
  component: Demo,
  args: { portals: answer([acme, beacon]), current: staging },
  // Opened, so the list shows.
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /^Switch portal/ }, { timeout: 5000 }))
  }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Acme Staging, the open portal, is listed under Acme Portal, indented and labelled. */
export const WithChildren: Story = {}
/** Thirteen portals: a search field comes first. */
export const WithSearch: Story = { args: { portals: answer([acme, beacon, ...clients]), current: acme } }
export const Loading: Story = { args: { portals: "hang" }, play: undefined }
export const LoadFailed: Story = { args: { portals: { status: 500, body: { message: "boom" } } }, play: undefined }

const longNamed = makePortal({ id: 6, name: "Acme Portal for the Northern Hemisphere Regional Marketing Team (Staging Copy)" })
/** A long name in a narrow room ends in an ellipsis; the whole name is the tooltip and in the button's name. */
export const LongName: Story = {
  args: { portals: answer([acme, longNamed]), current: longNamed },
  play: undefined,
  decorators: [
    (Story) => (
      <div style={{ display: "flex", width: 260 }}>
        <Story />
      </div>
    )
  ]
}
