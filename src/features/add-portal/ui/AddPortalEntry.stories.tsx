import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"

import { currentUserAtom } from "@/entities/session"
import type { User } from "@/shared/api"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { AddPortalEntry } from "./AddPortalEntry.tsx"

const withUser = (user: User) => {
  const store = createStore()
  store.set(currentUserAtom, user)
  return store
}

// The sign-in address never arrives here, so the story stays on the page after a choice.
const server = () => fakeServer({ "POST /auth/api/v2/oauth/hubspot": "hang" })

const harness = (user: User) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness store={withUser(user)} server={server()} path="/portals-main">
      <Story />
    </AppHarness>
  )
]

const meta = {
  title: "features/add-portal/AddPortalEntry",
  component: AddPortalEntry
} satisfies Meta<typeof AddPortalEntry>

export default meta
type Story = StoryObj<typeof meta>

/** Press it: the PRO-or-Free choice opens. */
export const WithProLicences: Story = {
  decorators: harness(makeUser({ agencies: [makeAgency({ name: "Demo Agency", portals_available: 2 })] }))
}

export const FreeOnly: Story = { decorators: harness(makeUser({ agencies: [makeAgency({ name: "Demo Agency", portals_available: 0 })] })) }

export const SeveralAgencies: Story = {
  decorators: harness(makeUser({ agencies: [makeAgency({ id: 1, name: "Demo Agency" }), makeAgency({ id: 2, name: "Northwind Agency" })] }))
}

export const DisabledAtPortalLimit: Story = {
  decorators: harness(makeUser({ agencies: [makeAgency({ name: "Demo Agency", portals_count: 10 })] }))
}

export const DisabledSuspended: Story = {
  decorators: harness(makeUser({ agencies: [makeAgency({ name: "Demo Agency", status: "suspend" })] }))
}
