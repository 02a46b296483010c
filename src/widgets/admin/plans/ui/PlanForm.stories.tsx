import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { AppHarness, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { PlanForm, type PlanFormProps } from "./PlanForm.tsx"
import { makePlan } from "./PlansDrawer.fixtures.ts"

function Demo({ plan }: Pick<PlanFormProps, "plan">) {
  const [server] = useState(() =>
    fakeServer({
      "POST /agency/api/v2/plans": (request) => ({ status: 201, body: { data: makePlan({ ...(request.body as object), id: 99 }) } }),
      [`PUT /agency/api/v2/plans/${plan?.id ?? 0}`]: (request) => ({
        status: 200,
        body: { data: makePlan({ ...(request.body as object), id: plan?.id ?? 0 }) }
      })
    })
  )
  return (
    <AppHarness server={server}>
      <div style={{ maxWidth: 960, padding: 24 }}>
        <PlanForm plan={plan} onSaved={() => undefined} onCancel={() => undefined} />
      </div>
      <AlertOutlet />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/plans/PlanForm",
  component: Demo,
  args: { plan: null }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** Add Plan: pick a type to see its fields; Save with empty fields shows the required messages. */
export const Add: Story = {}
export const EditFree: Story = {
  args: {
    plan: makePlan({
      id: 1,
      name: "Free",
      type: "free",
      price: 0,
      final_price: 0,
      module_access: "free",
      stripe_plan_id: null,
      trial_period: "yes"
    })
  }
}
export const EditSubscription: Story = { args: { plan: makePlan({ id: 35, name: "Core" }) } }
export const EditOneOff: Story = {
  args: {
    plan: makePlan({
      id: 41,
      name: "Lifetime",
      type: "fixed",
      is_fixed: true,
      interval: null,
      stripe_plan_id: null,
      price: 49900,
      currency: "EURO",
      currency_symbol: "€"
    })
  }
}
