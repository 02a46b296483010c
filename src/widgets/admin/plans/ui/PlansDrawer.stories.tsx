import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import type { Plan } from "@/shared/api"
import { makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { makePlan, planPage, SAMPLE_PLANS } from "./PlansDrawer.fixtures.ts"
import { PlansDrawer } from "./PlansDrawer.tsx"

type Mode = "plans" | "many" | "loading" | "empty" | "failing"

const MANY: ReadonlyArray<Plan> = Array.from({ length: 80 }, (_, index) =>
  makePlan({ id: index + 1, name: `Plan ${index + 1}`, status: index % 7 === 0 ? 0 : 1 })
)

function Demo({ mode, role }: { mode: Mode; role: "admin" | "agency-admin" }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ roles: [{ name: role }] }))
    store.set(openDrawerAtom, "plan")
    let plans = mode === "many" ? MANY : mode === "empty" ? [] : SAMPLE_PLANS
    const server = fakeServer({
      "GET /agency/api/v2/plans": (request) =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
            : planPage(plans, request.search),
      "POST /agency/api/v2/plans": (request) => {
        const plan = makePlan({ ...(request.body as Partial<Plan>), id: Math.max(0, ...plans.map((p) => p.id)) + 1 })
        plans = [...plans, plan]
        return { status: 201, body: { data: plan } }
      }
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <PlansDrawer />
      <AlertOutlet />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/plans/PlansDrawer",
  component: Demo,
  args: { mode: "plans", role: "admin" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const ManyPages: Story = { args: { mode: "many" } }
export const ReadOnly: Story = { args: { role: "agency-admin" } }
export const Loading: Story = { args: { mode: "loading" } }
export const Empty: Story = { args: { mode: "empty" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
