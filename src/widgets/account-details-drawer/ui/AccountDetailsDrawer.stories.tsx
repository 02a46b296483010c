import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom, tokenAtom } from "@/entities/session"
import type { User } from "@/shared/api"
import { makeAgency, makeDeletion, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { AccountDetailsDrawer } from "./AccountDetailsDrawer.tsx"

const logoPlan = { id: 40, name: "Stack", portal_limit: 10, user_limit: 10, module_limit: 70, custom_logo: "yes" as const }
const LOGO =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='160' height='60'><rect width='160' height='60' fill='%231a73e8'/><text x='16' y='38' fill='white' font-size='20'>ACME</text></svg>"

type State = "agency-admin" | "custom-logo" | "logo-loading" | "user" | "save-refused" | "wrong-current-password" | "email-pending"

const users: Record<State, User> = {
  "agency-admin": makeUser(),
  "custom-logo": makeUser({ agencies: [makeAgency({ plan: logoPlan })], agency: makeAgency({ plan: logoPlan }) }),
  "logo-loading": makeUser({ agencies: [makeAgency({ plan: logoPlan })], agency: makeAgency({ plan: logoPlan }) }),
  user: makeUser({
    roles: [{ name: "user" }],
    agencies: [makeAgency({ role: { name: "user" } })],
    agency: makeAgency({ role: { name: "user" } })
  }),
  "save-refused": makeUser(),
  "wrong-current-password": makeUser(),
  "email-pending": makeUser()
}

/** What Save answers in each state. */
const saveAnswer = (state: State): FakeAnswer => {
  if (state === "save-refused") return { status: 422, body: { message: "The email has already been taken." } }
  if (state === "wrong-current-password") return { status: 422, body: { message: "current_password: The current password is incorrect." } }
  if (state === "email-pending") return { status: 200, body: { data: users[state], pending_email: "ada@new.example" } }
  return { status: 200, body: { data: users[state] } }
}

const agencyAnswer = (cover: string | null): FakeAnswer => ({
  status: 200,
  body: {
    data: {
      id: 1,
      name: "Acme Agency",
      admin_name: "Ada",
      admin_email: "ada@example.com",
      status: "active",
      plan_id: 40,
      plan: logoPlan,
      cover,
      agency_plan: 1,
      paid_in_advance: true,
      payment_link: null,
      payment_link_id: null,
      subs_id: null,
      portals_available: 0,
      portals_count: 1,
      users_count: 2,
      credit_limit: 5,
      credit_debt: 0,
      sr_saas: 0,
      max_active_requests: 0,
      source: "other",
      created_at: "2026-11-01T00:00:00.000Z",
      pro_portal_count: 0,
      core_portal_count: 1,
      free_portal_count: 0
    }
  }
})

function Demo({ state }: { state: State }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(tokenAtom, "story-token")
    store.set(currentUserAtom, users[state])
    store.set(openDrawerAtom, "account-detail")
    const server = fakeServer({
      "GET /agency/api/v2/agencies/1": state === "logo-loading" ? "hang" : agencyAnswer(LOGO),
      "GET /auth/api/v2/me": { status: 200, body: { data: users[state] } },
      "PUT /auth/api/v2/users/me": saveAnswer(state),
      "DELETE /auth/api/v2/users/me": { status: 200, body: { data: { message: "Your account has been deleted." } } },
      "GET /agency/api/v2/agencies/me/deletion": {
        status: 200,
        body: { data: makeDeletion({ portals: [{ id: 1, name: "Acme Portal", parent_id: null }] }) }
      },
      "DELETE /agency/api/v2/agencies/me": {
        status: 200,
        body: { data: { message: "The agency account has been deleted.", deleted: makeDeletion() } }
      },
      "POST /auth/api/v2/logout": { status: 200, body: { data: { message: "Logged out." } } }
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <AlertOutlet />
      <AccountDetailsDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/account-details-drawer/AccountDetailsDrawer",
  component: Demo,
  args: { state: "agency-admin" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const AgencyAdmin: Story = {}
/** The plan allows a custom logo: the Agency Logo field shows the agency's current logo. */
export const WithAgencyLogo: Story = { args: { state: "custom-logo" } }
export const LogoLoading: Story = { args: { state: "logo-loading" } }
/** A plain user: no logo, and only 'Delete My User Account'. */
export const PlainUser: Story = { args: { state: "user" } }
export const SaveRefused: Story = { args: { state: "save-refused" } }
/** Change the email (the Current Password field appears), type any current password and Save: refused under the field. */
export const WrongCurrentPassword: Story = { args: { state: "wrong-current-password" } }
/** Change the email, type the current password and Save: the notice says the change waits for the mailed link. */
export const EmailPending: Story = { args: { state: "email-pending" } }
