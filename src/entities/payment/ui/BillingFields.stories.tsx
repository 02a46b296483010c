import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { type BillingErrors, type BillingValue, EMPTY_BILLING, validateBilling } from "../lib/billingDetails.ts"
import { BillingFields } from "./BillingFields.tsx"

function Controlled({ initial, showErrors }: { initial: BillingValue; showErrors: boolean }) {
  const [value, setValue] = useState(initial)
  const errors: BillingErrors = showErrors ? validateBilling(value) : {}
  return <BillingFields value={value} onChange={setValue} errors={errors} />
}

const meta = {
  title: "entities/payment/BillingFields",
  component: BillingFields,
  args: { value: EMPTY_BILLING, onChange: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    )
  ]
} satisfies Meta<typeof BillingFields>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { render: () => <Controlled initial={EMPTY_BILLING} showErrors={false} /> }
export const Filled: Story = {
  render: () => <Controlled initial={{ name: "Zenith Admin", email: "zero@example.com", country: "US" }} showErrors />
}
/** Every field checked with the contract's messages (they update as you type). */
export const WithErrors: Story = { render: () => <Controlled initial={{ name: " ", email: "zero@", country: "" }} showErrors /> }
export const Disabled: Story = { args: { value: { name: "Zenith Admin", email: "zero@example.com", country: "GB" }, isDisabled: true } }
