import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"

import { currentUserAtom } from "@/entities/session"
import type { User } from "@/shared/api"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { AppHarness } from "@/shared/lib/testing"

import { MainNavbar } from "./MainNavbar.tsx"

const withUser = (user: User) => {
  const store = createStore()
  store.set(currentUserAtom, user)
  return store
}

const meta = {
  title: "widgets/main-navbar/MainNavbar",
  component: MainNavbar,
  args: { userMenu: <span>Ada Lovelace ▾</span> }
} satisfies Meta<typeof MainNavbar>

export default meta
type Story = StoryObj<typeof meta>

export const AgencyAdmin: Story = {
  decorators: [
    (Story) => (
      <AppHarness store={withUser(makeUser())} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}

export const SaasAgencyAdminWithTasks: Story = {
  decorators: [
    (Story) => (
      <AppHarness store={withUser(makeUser({ agencies: [makeAgency({ sr_saas: 1 })] }))} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}

export const SupportStaff: Story = {
  decorators: [
    (Story) => (
      <AppHarness store={withUser(makeUser({ is_support: true, roles: [{ name: "admin" }] }))} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}

export const AddPortalAtPortalLimit: Story = {
  decorators: [
    (Story) => (
      <AppHarness store={withUser(makeUser({ agencies: [makeAgency({ name: "Demo Agency", portals_count: 10 })] }))} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}

export const AddPortalSuspended: Story = {
  decorators: [
    (Story) => (
      <AppHarness store={withUser(makeUser({ agencies: [makeAgency({ name: "Demo Agency", status: "suspend" })] }))} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}

/** 390 px: the entries wrap onto a second row; nothing is cut off and the page does not scroll sideways. */
export const Phone: Story = { ...AgencyAdmin, globals: { viewport: { value: "mobile2", isRotated: false } } }
