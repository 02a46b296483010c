import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import { makeTaskDetail } from "@/entities/task"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { SubmitRequestPage } from "./SubmitRequestPage.tsx"

type Mode = "ready" | "limit" | "loadingPortals"

function Demo({ mode }: { mode: Mode }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 2, name: "Northwind Agency", sr_saas: 1 })] }))
    const server = fakeServer({
      "GET /portal/api/v2/portals":
        mode === "loadingPortals"
          ? "hang"
          : {
              status: 200,
              body: {
                data: [makePortal({ id: 5, name: "Northwind Portal", agency: { id: 2, name: "Northwind Agency" } })],
                meta: { pagination: { total: 1, count: 1, per_page: 1000, current_page: 1, total_pages: 1 } }
              }
            },
      "POST /task/api/v2/tasks":
        mode === "limit"
          ? { status: 422, body: { message: "Your agency can have at most 3 open requests. Close one or ask us to raise the limit." } }
          : { status: 201, body: { data: makeTaskDetail() } }
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <SubmitRequestPage />
    </AppHarness>
  )
}

const meta = { title: "pages/tasks/SubmitRequestPage", component: Demo, args: { mode: "ready" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
/** Fill the form and submit to see the server's limit message. */
export const LimitReachedOnSubmit: Story = { args: { mode: "limit" } }
export const LoadingPortals: Story = { args: { mode: "loadingPortals" } }
