import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import { PaymentSuccessPage } from "./PaymentSuccessPage.tsx"

const credits: FakeRoute = {
  status: 200,
  body: {
    data: {
      id: 42,
      agency_id: 1,
      kind: "credits",
      status: "succeeded",
      amount: 22500,
      currency: "usd",
      credit: 5,
      plan_id: null,
      portal_id: null,
      coupon: null,
      message: null,
      created_at: "2026-01-01T00:00:00Z"
    }
  }
}

const answering = (route: FakeRoute) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness
      server={fakeServer({ "GET /agency/api/v2/agencies/payment/42/status": route, "GET /auth/api/v2/me": "hang" })}
      path="/payment-success"
    >
      <Story />
    </AppHarness>
  )
]

const meta = {
  title: "pages/payment-success/PaymentSuccessPage",
  component: PaymentSuccessPage,
  args: { paymentId: 42 }
} satisfies Meta<typeof PaymentSuccessPage>

export default meta
type Story = StoryObj<typeof meta>

export const CreditPurchase: Story = { decorators: answering(credits) }
export const WithoutPaymentId: Story = { args: { paymentId: null }, decorators: answering("hang") }
export const BankStepFailed: Story = { args: { paymentId: null, redirectStatus: "failed" }, decorators: answering("hang") }
