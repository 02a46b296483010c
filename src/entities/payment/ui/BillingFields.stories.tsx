import type { Meta, StoryObj } from "@storybook/react-vite"
import { useEffect } from "react"

import { type BillingValue, EMPTY_BILLING, useBillingForm } from "../lib/billingDetails.ts"
import { BillingFields } from "./BillingFields.tsx"

/** `showErrors`: Save was pressed, so the contract's messages show (and update as you type). */
function Demo({ initial, showErrors, isDisabled }: { initial: BillingValue; showErrors: boolean; isDisabled: boolean }) {
  const form = useBillingForm(initial, () => undefined)
  useEffect(() => {
    if (showErrors) void form.handleSubmit()
  }, [showErrors, form])
  return <BillingFields form={form} isDisabled={isDisabled} />
}

const meta = {
  title: "entities/payment/BillingFields",
  component: Demo,
  args: { initial: EMPTY_BILLING, showErrors: false, isDisabled: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    )
  ]
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { initial: { name: "Zenith Admin", email: "zero@example.com", country: "US" }, showErrors: true } }
/** Every field checked with the contract's messages (they update as you type). */
export const WithErrors: Story = { args: { initial: { name: " ", email: "zero@", country: "" }, showErrors: true } }
export const Disabled: Story = { args: { initial: { name: "Zenith Admin", email: "zero@example.com", country: "GB" }, isDisabled: true } }
