import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import type { CreditRecord } from "@/shared/api"
import { makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { creditPage, SAMPLE_CREDITS } from "./CreditsDrawer.fixtures.ts"
import { CreditsDrawer } from "./CreditsDrawer.tsx"

type Mode = "credits" | "many" | "loading" | "empty" | "failing"

const MANY: ReadonlyArray<CreditRecord> = Array.from({ length: 70 }, (_, index) => ({
  id: index + 1,
  credit: String(index + 1),
  amount: String(Math.round((index + 1) * 50 * (1 - Math.min(index, 40) / 100))),
  saving: index === 0 ? null : `${Math.min(index, 40)}%`
}))

function Demo({ mode, role }: { mode: Mode; role: "admin" | "user" }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ roles: [{ name: role }] }))
    store.set(openDrawerAtom, "credit")
    const credits = mode === "many" ? MANY : mode === "empty" ? [] : SAMPLE_CREDITS
    const server = fakeServer({
      "GET /agency/api/v2/credits": (request) =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
            : creditPage(credits, request.search),
      "GET /agency/api/v2/credits/2": { status: 200, body: { data: SAMPLE_CREDITS[1] } },
      "PUT /agency/api/v2/plans/credits/2": (request) => ({ status: 200, body: { data: { id: 2, ...(request.body as object) } } }),
      "POST /agency/api/v2/plans/credits": (request) => ({ status: 201, body: { data: { id: 99, ...(request.body as object) } } })
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <CreditsDrawer />
      <AlertOutlet />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/credits/CreditsDrawer",
  component: Demo,
  args: { mode: "credits", role: "admin" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const ManyPages: Story = { args: { mode: "many" } }
export const ReadOnly: Story = { args: { role: "user" } }
export const Loading: Story = { args: { mode: "loading" } }
export const Empty: Story = { args: { mode: "empty" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
