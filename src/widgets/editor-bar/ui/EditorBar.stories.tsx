import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"

import { makePortalBatch } from "@/entities/batch"
import { seedOpenPortal } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { createQueryClient, type Portal } from "@/shared/api"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"

import { EditorBar } from "./EditorBar.tsx"

const portals = [
  makePortal({ id: 1, name: "North Site", agency: { id: 1, name: "North" }, custom_installation: "north" }),
  makePortal({ id: 2, name: "South Site", agency: { id: 2, name: "South" }, is_lock: true })
]

const answer = (list: ReadonlyArray<Portal>): FakeAnswer => ({
  status: 200,
  body: { data: list, meta: { pagination: { total: list.length, count: list.length, per_page: 1000, current_page: 1, total_pages: 1 } } }
})

const harness = (portalsAnswer: FakeAnswer, severalAgencies: boolean, batches: FakeAnswer = { status: 200, body: { data: [] } }) => {
  const store = createStore()
  store.set(
    currentUserAtom,
    makeUser({ agencies: severalAgencies ? [makeAgency({ id: 1 }), makeAgency({ id: 2, name: "South" })] : [makeAgency()] })
  )
  const server = fakeServer({
    "GET /portal/api/v2/portals": portalsAnswer,
    "GET /portal/api/v2/guest/portals": portalsAnswer,
    "GET /module/api/v2/modules/upgrades": { status: 200, body: { data: { modules: 0, files: 0 } } },
    "GET /portal/api/v2/portals/1/batches": batches
  })
  // The open portal as the editor's loader leaves it in the cache, for the member and the guest stories.
  const queryClient = createQueryClient()
  const [open] = portals
  if (open !== undefined) for (const audience of ["member", "guest"] as const) seedOpenPortal(queryClient, open, audience)
  return { store, server, queryClient }
}

const meta = {
  title: "widgets/editor-bar/EditorBar",
  component: EditorBar,
  args: { audience: "member", end: <span>Ada Lovelace ▾</span> }
} satisfies Meta<typeof EditorBar>

export default meta
type Story = StoryObj<typeof meta>

export const OneAgency: Story = {
  decorators: [
    (Story) => (
      <AppHarness {...harness(answer(portals), false)} path="/portals-main/1">
        <Story />
      </AppHarness>
    )
  ]
}

export const SeveralAgencies: Story = {
  decorators: [
    (Story) => (
      <AppHarness {...harness(answer(portals), true)} path="/portals-main/1">
        <Story />
      </AppHarness>
    )
  ]
}

export const LoadingPortals: Story = {
  decorators: [
    (Story) => (
      <AppHarness {...harness("hang", false)} path="/portals-main/1">
        <Story />
      </AppHarness>
    )
  ]
}

export const PortalListFailed: Story = {
  decorators: [
    (Story) => (
      <AppHarness {...harness({ status: 500 }, false)} path="/portals-main/1">
        <Story />
      </AppHarness>
    )
  ]
}

export const Guest: Story = {
  args: { audience: "guest", end: <span>Register · Documentation · Support</span> },
  decorators: [
    (Story) => (
      <AppHarness {...harness(answer(portals), false)} path="/portals-guest/1">
        <Story />
      </AppHarness>
    )
  ]
}

/** A group install runs on the portal: the Activity entry (the transition drawer) shows how many batches run. */
export const WorkRunning: Story = {
  decorators: [
    (Story) => (
      <AppHarness {...harness(answer(portals), false, { status: 200, body: { data: [makePortalBatch()] } })} path="/portals-main/1">
        <Story />
      </AppHarness>
    )
  ]
}

/** Red dots on Modules and Files: an installed module and a theme file have an upgrade waiting. */
export const UpgradesAvailable: Story = {
  args: { upgrades: new Set(["module", "files"]) },
  decorators: [
    (Story) => (
      <AppHarness {...harness(answer(portals), false)} path="/portals-main/1">
        <Story />
      </AppHarness>
    )
  ]
}

/**
 * A narrow window and a long portal name: the bar keeps one row, the name is cut short and the entries
 * that do not fit are under 'More' (its dot says an upgrade waits there).
 */
export const NarrowWithMore: Story = {
  args: { upgrades: new Set(["files"]), end: <span>Ada Lovelace, Regional Marketing Lead ▾</span> },
  decorators: [
    (Story) => {
      const { store, server, queryClient } = harness(answer(portals), false)
      seedOpenPortal(queryClient, makePortal({ id: 1, name: "North Site for the Regional Marketing Team (Staging Copy)" }))
      return (
        <div style={{ width: 900 }}>
          <AppHarness store={store} server={server} queryClient={queryClient} path="/portals-main/1">
            <Story />
          </AppHarness>
        </div>
      )
    }
  ]
}

/**
 * A phone (390 px): the brand and the end area (the user menu) keep the first row; the switcher and the
 * entries that fit take the second, the rest (with Files' upgrade dot) under 'More'.
 */
export const Phone: Story = {
  args: { upgrades: new Set(["files"]), end: <span>Ada Lovelace ▾</span> },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <AppHarness {...harness(answer(portals), false)} path="/portals-main/1">
          <Story />
        </AppHarness>
      </div>
    )
  ],
  // The phone layout follows the window's width (a media query): Storybook's built-in phone viewport.
  globals: { viewport: { value: "mobile2", isRotated: false } }
}
