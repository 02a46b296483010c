import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import { PaymentProcessPage } from "./PaymentProcessPage.tsx"

const payment = (status: "pending" | "failed", message: string | null = null): FakeRoute => ({
  status: 200,
  body: {
    data: {
      id: 42,
      agency_id: 1,
      kind: "credits",
      status,
      amount: 22500,
      currency: "usd",
      credit: 5,
      plan_id: null,
      portal_id: null,
      coupon: null,
      message,
      created_at: "2026-01-01T00:00:00Z"
    }
  }
})

const answering = (route: FakeRoute) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness server={fakeServer({ "GET /agency/api/v2/agencies/payment/42/status": route })} path="/payment-process?payment=42">
      <Story />
    </AppHarness>
  )
]

const meta = {
  title: "pages/payment-process/PaymentProcessPage",
  component: PaymentProcessPage,
  args: { paymentId: 42, pollIntervalMs: 60 * 60 * 1000 }
} satisfies Meta<typeof PaymentProcessPage>

export default meta
type Story = StoryObj<typeof meta>

export const Checking: Story = { decorators: answering("hang") }
export const Pending: Story = { decorators: answering(payment("pending")) }
export const Failed: Story = { decorators: answering(payment("failed", "Your card has insufficient funds.")) }
export const NotFound: Story = { decorators: answering({ status: 404, body: { message: "Not found" } }) }
