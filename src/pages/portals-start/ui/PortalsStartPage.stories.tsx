import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"

import { currentUserAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { PortalsStartPage } from "./PortalsStartPage.tsx"

const withUser = (user: ReturnType<typeof makeUser>) => {
  const store = createStore()
  store.set(currentUserAtom, user)
  return store
}

const meta = {
  title: "pages/portals-start/PortalsStartPage",
  component: PortalsStartPage
} satisfies Meta<typeof PortalsStartPage>

export default meta
type Story = StoryObj<typeof meta>

export const AgencyAdmin: Story = {
  decorators: [
    (Story) => (
      <AppHarness store={withUser(makeUser({ agencies: [makeAgency()] }))} server={fakeServer({})} path="/portals-start">
        <Story />
      </AppHarness>
    )
  ]
}
