import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"

import { memberAudience, openPortalHarness } from "@/entities/portal"
import { currentUserAtom, roleFlags } from "@/entities/session"
import type { User } from "@/shared/api"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness } from "@/shared/lib/testing"

import { UserMenu } from "./UserMenu.tsx"

/** The signed-in user; in a portal, the PRO portal 101 open in the editor (read as an admin or a member reads it). */
const harnessWith = (user: User, inPortal: boolean) => {
  const store = createStore()
  store.set(currentUserAtom, user)
  if (!inPortal) return { store }
  return { store, ...openPortalHarness(makePortal({ plan: "pro" }), memberAudience(roleFlags(user))) }
}

const meta = {
  title: "widgets/user-menu/UserMenu",
  component: UserMenu
} satisfies Meta<typeof UserMenu>

export default meta
type Story = StoryObj<typeof meta>

export const AgencyAdmin: Story = {
  decorators: [
    (Story) => (
      <AppHarness {...harnessWith(makeUser(), false)} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}

export const SeveralAgencies: Story = {
  decorators: [
    (Story) => (
      <AppHarness
        {...harnessWith(
          makeUser({
            agencies: [
              makeAgency({ id: 1, name: "North", credit_limit: 2 }),
              makeAgency({ id: 2, name: "South", credit_limit: 9, role: { name: "user" } })
            ]
          }),
          true
        )}
        path="/portals-main/101"
      >
        <Story />
      </AppHarness>
    )
  ]
}

export const Admin: Story = {
  decorators: [
    (Story) => (
      <AppHarness {...harnessWith(makeUser({ roles: [{ name: "admin" }], agencies: [], agency: null }), false)} path="/portals-main">
        <Story />
      </AppHarness>
    )
  ]
}

/** With What's New (the layout hands the bell's panel) and a long name cut short in the bar. */
export const WithWhatsNewAndLongName: Story = {
  args: { onWhatsNew: () => undefined },
  decorators: [
    (Story) => (
      <AppHarness
        {...harnessWith(makeUser({ name: "Ada Lovelace, Regional Marketing Lead for the Northern Hemisphere" }), false)}
        path="/portals-main"
      >
        <Story />
      </AppHarness>
    )
  ]
}

/** A super admin inside a PRO portal: every admin entry once, then Figma Design System and Logout. */
export const AdminInProPortal: Story = {
  decorators: [
    (Story) => (
      <AppHarness {...harnessWith(makeUser({ roles: [{ name: "admin" }], agencies: [], agency: null }), true)} path="/portals-main/101">
        <Story />
      </AppHarness>
    )
  ]
}
