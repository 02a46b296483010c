import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import { makeDeletion, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { agencyPage, listAnswer, manyAgencies, plansAnswer } from "./AgenciesDrawer.fixtures.ts"
import { AgenciesDrawer } from "./AgenciesDrawer.tsx"

/** What deleting the first agency takes: its portal and its member left in no other agency. */
const doomed = makeDeletion({
  portals: [{ id: 6, name: "Acme Portal", parent_id: null }],
  members: [{ id: 31, name: "Lone Member", email: "lone@acme.example" }]
})

type Mode = "agencies" | "member" | "loading" | "empty" | "failing" | "debt"

function Demo({ mode }: { mode: Mode }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ roles: [{ name: mode === "member" ? "agency-admin" : "admin" }] }))
    store.set(openDrawerAtom, "agency")
    const server = fakeServer({
      "GET /agency/api/v2/plans": plansAnswer,
      "GET /agency/api/v2/agencies": (request) =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
            : mode === "empty"
              ? agencyPage([])
              : mode === "member"
                ? agencyPage(manyAgencies.slice(0, 1))
                : mode === "debt"
                  ? agencyPage([{ ...manyAgencies[0]!, credit_limit: 0, credit_debt: 3 }, ...manyAgencies.slice(1, 4)])
                  : listAnswer(request.search),
      "POST /agency/api/v2/agencies": (request) => ({
        status: 201,
        body: {
          data: { ...manyAgencies[0], ...(request.body as object), id: 99 },
          admin: { email: (request.body as { admin_email: string }).admin_email, outcome: "invited" }
        }
      }),
      "GET /agency/api/v2/agencies/1/deletion": { status: 200, body: { data: doomed } },
      "DELETE /agency/api/v2/agencies/1": { status: 200, body: { data: { message: "Agency has been deleted.", deleted: doomed } } }
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <AgenciesDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/agencies/AgenciesDrawer",
  component: Demo,
  args: { mode: "agencies" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** The super admin's list: sortable headers, 25 a page, Edit and Delete. */
export const List: Story = {}
/** A member's view: their own agencies, no Action column, no Add Agency. */
export const MemberView: Story = { args: { mode: "member" } }
export const Loading: Story = { args: { mode: "loading" } }
export const Empty: Story = { args: { mode: "empty" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
/** Refunds and disputes took back more credits than the first agency had left: its Credit says what it owes. */
export const WithCreditDebt: Story = { args: { mode: "debt" } }
