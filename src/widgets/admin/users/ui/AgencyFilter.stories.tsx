import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"
import { userEvent, within } from "storybook/test"

import type { AgencyChoice } from "@/features/invite-user"
import { makeFullAgency } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { AgencyFilter } from "./AgencyFilter.tsx"
import { ACME, BEACON, usersRoutes } from "./UsersDrawer.fixtures.ts"

const AGENCIES = [
  ACME,
  BEACON,
  ...["Cobalt", "Delta", "Echo", "Foxtrot", "Golf"].map((name, index) => makeFullAgency({ id: 3 + index, name: `${name} Agency` }))
]
const choice = (count: number): ReadonlyArray<AgencyChoice> => AGENCIES.slice(0, count).map(({ id, name }) => ({ id, name }))

function Demo({
  initial,
  routes = usersRoutes({ agencies: AGENCIES })
}: {
  initial: ReadonlyArray<AgencyChoice>
  routes?: ReturnType<typeof usersRoutes>
}) {
  const [harness] = useState(() => ({ store: createStore(), server: fakeServer(routes) }))
  const [value, setValue] = useState(initial)
  return (
    <AppHarness store={harness.store} server={harness.server}>
      <div style={{ maxWidth: 360 }}>
        <AgencyFilter value={value} onChange={setValue} limit={300} />
      </div>
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/users/AgencyFilter",
  component: Demo,
  args: { initial: [] }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen: everybody is listed. */
export const NoneChosen: Story = {}
export const TwoChosen: Story = { args: { initial: choice(2) } }
/** Three named, then 'and 4 other agencies'. */
export const SevenChosen: Story = { args: { initial: choice(7) } }
export const OpenList: Story = {
  args: { initial: choice(2) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show agencies" }))
  }
}
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox", { name: "Agency" }), "zzz")
  }
}
