import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { fn } from "storybook/test"

import type { RoleName } from "@/shared/api"
import { makePortal } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { InviteUserView } from "./InviteUserView.tsx"

const pageOf = (data: ReadonlyArray<unknown>): FakeAnswer => ({
  status: 200,
  body: { data, meta: { pagination: { total: data.length, count: data.length, per_page: 1000, current_page: 1, total_pages: 1 } } }
})

const agency = (id: number, name: string) => ({
  id,
  name,
  admin_name: "Ada",
  admin_email: "ada@example.com",
  status: "active",
  plan_id: 1,
  plan: { id: 1, name: "Free", portal_limit: 10, user_limit: 10, module_limit: 20, custom_logo: "no" },
  cover: null,
  agency_plan: 0,
  paid_in_advance: true,
  payment_link: null,
  payment_link_id: null,
  subs_id: null,
  portals_available: 0,
  portals_count: 2,
  users_count: 3,
  credit_limit: 0,
  credit_debt: 0,
  sr_saas: 0,
  max_active_requests: 0,
  source: "other",
  created_at: "2026-11-01T10:00:00.000Z",
  pro_portal_count: 0,
  core_portal_count: 2,
  free_portal_count: 0
})

interface DemoProps {
  granter: RoleName
  invite?: FakeAnswer
  onInvited: () => void
}

function Demo({ granter, invite = { status: 200, body: { data: { message: "Invitation Sent", user: null } } }, onInvited }: DemoProps) {
  const [isShown, setShown] = useState(true)
  const [server] = useState(() =>
    fakeServer({
      "POST /auth/api/v2/users/invite": invite,
      "GET /portal/api/v2/portals": pageOf([makePortal({ id: 101, name: "Acme Website" }), makePortal({ id: 102, name: "Acme Staging" })]),
      "GET /agency/api/v2/agencies": pageOf([agency(1, "Acme Agency"), agency(2, "Beacon Agency")])
    })
  )
  return (
    <AppHarness server={server}>
      <AlertOutlet />
      {/* In the app the view replaces the users list inside the drawer; here Cancel and Save bring back a stand-in. */}
      {isShown ? (
        <InviteUserView
          onInvited={() => {
            onInvited()
            setShown(false)
          }}
          onCancel={() => setShown(false)}
          granter={granter}
          agency={granter === "admin" ? null : { id: 1, name: "Acme Agency" }}
        />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Add User
        </button>
      )}
    </AppHarness>
  )
}

const meta = {
  title: "features/invite-user/InviteUserView",
  component: Demo,
  args: { granter: "admin", onInvited: fn() }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Super Admin, Admin and User; Agency, Ditto Access and Support Team. */
export const BySuperAdmin: Story = {}
/** Admin and User for their own agency; portal access for a User. */
export const ByAgencyAdmin: Story = { args: { granter: "agency-admin" } }
/** Only User. */
export const ByUser: Story = { args: { granter: "user" } }
export const InvitationRefused: Story = {
  args: { granter: "agency-admin", invite: { status: 422, body: { message: "This agency has reached its user limit." } } }
}
export const Sending: Story = { args: { granter: "user", invite: "hang" } }
