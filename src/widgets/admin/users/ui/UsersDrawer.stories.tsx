import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"
import { userEvent, within } from "storybook/test"

import { currentUserAtom } from "@/entities/session"
import type { User } from "@/shared/api"
import { makeFullAgency } from "@/shared/lib/fixtures"
import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { ACME, AGENCY_ADMIN, BEACON, PENDING, PLAIN_USER, SUPER_ADMIN, USERS, usersRoutes } from "./UsersDrawer.fixtures.ts"
import { UsersDrawer } from "./UsersDrawer.tsx"

const emptyPage = {
  status: 200,
  body: { data: [], meta: { pagination: { total: 0, count: 0, per_page: 25, current_page: 1, total_pages: 1 } } }
}
/** Enough people for a few pages. */
const crowd: ReadonlyArray<User> = [
  ...USERS,
  ...Array.from({ length: 70 }, (_, index) => ({
    ...PLAIN_USER,
    id: 100 + index,
    name: `Member ${100 + index}`,
    email: `member${100 + index}@example.com`
  }))
]

interface DemoProps {
  me: User
  routes?: Record<string, FakeRoute>
}

function Demo({ me, routes = usersRoutes({ users: crowd }) }: DemoProps) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, me)
    store.set(openDrawerAtom, "user")
    return { store, server: fakeServer(routes) }
  })
  return (
    <AppHarness store={store} server={server}>
      <AlertOutlet />
      <UsersDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/users/UsersDrawer",
  component: Demo,
  args: { me: SUPER_ADMIN }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

// The drawer renders in a portal beside the canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const SuperAdminList: Story = {}
export const AgencyAdminList: Story = { args: { me: AGENCY_ADMIN } }
export const PlainUserList: Story = { args: { me: PLAIN_USER } }
export const AtUserLimit: Story = {
  args: {
    me: AGENCY_ADMIN,
    routes: usersRoutes({ agencies: [makeFullAgency({ plan: { ...ACME.plan, user_limit: 3 }, users_count: 3 }), BEACON] })
  }
}
/** Two invitations waiting, each with Resend and Revoke. */
export const PendingInvitations: Story = {
  args: { me: AGENCY_ADMIN, routes: usersRoutes({ invitations: { status: 200, body: { data: PENDING } } }) }
}
export const InvitationsLoading: Story = { args: { me: AGENCY_ADMIN, routes: usersRoutes({ invitations: "hang" }) } }
export const InvitationsFailure: Story = {
  args: { me: AGENCY_ADMIN, routes: usersRoutes({ invitations: { status: 500, body: { message: "Whoops" } } }) }
}
export const Empty: Story = { args: { routes: usersRoutes({ list: emptyPage }) } }
export const Loading: Story = { args: { routes: usersRoutes({ list: "hang" }) } }
export const LoadFailure: Story = { args: { routes: usersRoutes({ list: { status: 500, body: { message: "Whoops" } } }) } }
export const EditForm: Story = {
  args: { me: SUPER_ADMIN },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole("button", { name: "Edit Grace Hopper" }))
  }
}
export const AgencyAdminEditForm: Story = {
  args: { me: AGENCY_ADMIN },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole("button", { name: "Edit Grace Hopper" }))
  }
}
export const DeleteConfirmation: Story = {
  args: { me: AGENCY_ADMIN },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole("button", { name: "Delete Grace Hopper" }))
  }
}
export const CannotDeleteSelf: Story = {
  args: {
    me: AGENCY_ADMIN,
    routes: { ...usersRoutes(), "DELETE /auth/api/v2/users/12": { status: 403, body: { message: "Can not delete user." } } }
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await userEvent.click(await body.findByRole("button", { name: "Delete Grace Hopper" }))
    await userEvent.click(await body.findByRole("button", { name: "Yes, delete it!" }))
  }
}
/** Phone width: each row is a card of "label: value" lines with Edit and Delete on screen. */
export const NarrowPhone: Story = { globals: { viewport: { value: "mobile2", isRotated: false } } }
