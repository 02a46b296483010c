import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { ApiError, type Plan, type QueryResult, UPGRADE_PLAN_IDS } from "@/shared/api"

import { PLANS } from "./BillingDrawer.fixtures.ts"
import { SelectPlanModal, type SelectPlanModalProps } from "./SelectPlanModal.tsx"

// Core, Stack and PRO in the order the drawer offers them.
const UPGRADE_PLANS: ReadonlyArray<Plan> = UPGRADE_PLAN_IDS.flatMap((id) => PLANS.filter((plan) => plan.id === id))
const reload = () => undefined

function Demo(props: Omit<SelectPlanModalProps, "isOpen" | "onClose" | "onSelect">) {
  const [chosen, setChosen] = useState(props.selectedId)
  const [open, setOpen] = useState(true)
  return (
    <>
      <p role="status">Chosen plan id: {chosen ?? "none"}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Select Plan
      </button>
      <SelectPlanModal {...props} selectedId={chosen} isOpen={open} onClose={() => setOpen(false)} onSelect={setChosen} />
    </>
  )
}

const meta = {
  title: "widgets/billing-drawer/SelectPlanModal",
  component: Demo,
  args: {
    plans: { status: "success", data: UPGRADE_PLANS, reload } as QueryResult<ReadonlyArray<Plan>>,
    current: "free",
    agencyPlan: { name: "Free", portal_limit: 10, user_limit: 2 },
    selectedId: 35
  }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** A free portal: every plan can be chosen; PRO reads 'Unlimited Modules'; the limits note names the agency's Free plan. */
export const Plans: Story = {}
/** A core portal: Core is marked as its current plan and cannot be chosen. */
export const CurrentPlan: Story = { args: { current: "core", selectedId: 40 } }
/** A stack portal: Core is below it, Stack is its own; only PRO is left. */
export const StackPortal: Story = { args: { current: "stack", selectedId: 11 } }
export const Loading: Story = { args: { plans: { status: "loading", reload } } }
export const LoadFailed: Story = {
  args: {
    plans: { status: "failure", error: new ApiError({ status: 500, message: "Internal Server Error. Please try again later." }), reload }
  }
}
