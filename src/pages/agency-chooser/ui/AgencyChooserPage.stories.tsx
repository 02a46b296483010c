import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"

import { currentUserAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { AgencyChooserPage } from "./AgencyChooserPage.tsx"

const store = () => {
  const created = createStore()
  const plan = makeAgency().plan
  created.set(
    currentUserAtom,
    makeUser({
      agencies: [
        makeAgency({
          id: 1,
          name: "Demo Agency",
          portals_count: 4,
          portals_available: 3,
          plan: { ...plan, name: "PRO", portal_limit: 10 }
        }),
        makeAgency({ id: 2, name: "Northwind Agency", portals_count: 1, portals_available: 0, plan: { ...plan, portal_limit: 1 } }),
        makeAgency({ id: 3, name: "Harbour Agency", status: "suspend" })
      ]
    })
  )
  return created
}

const meta = {
  title: "pages/agency-chooser/AgencyChooserPage",
  component: AgencyChooserPage,
  decorators: [
    (Story) => (
      <AppHarness store={store()} server={fakeServer({ "POST /auth/api/v2/oauth/hubspot": "hang" })} path="/portals-main/agency">
        <Story />
      </AppHarness>
    )
  ]
} satisfies Meta<typeof AgencyChooserPage>

export default meta
type Story = StoryObj<typeof meta>

/** Demo Agency can be chosen (PRO-or-Free follows); Northwind is at its limit; Harbour is suspended. */
export const ThreeAgencies: Story = {}
