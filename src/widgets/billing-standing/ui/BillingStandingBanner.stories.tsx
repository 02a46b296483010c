import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness } from "@/shared/lib/testing"

import { BillingStandingAlerts } from "./BillingStandingBanner.tsx"

const grace = "2026-12-04T12:00:00.000Z"

const meta = {
  title: "widgets/billing-standing/BillingStandingBanner",
  component: BillingStandingAlerts,
  args: { standings: [], agencyName: () => "Zenith Agency" },
  decorators: [
    (Story) => (
      <AppHarness>
        <Story />
      </AppHarness>
    )
  ]
} satisfies Meta<typeof BillingStandingAlerts>

export default meta
type Story = StoryObj<typeof meta>

export const PaymentFailed: Story = {
  args: {
    standings: [
      {
        agency_id: 1,
        credit_debt: 0,
        alerts: [{ kind: "payment_failed", portal_id: 102, portal_name: "Zenith Free", plan_name: "Core", grace_ends_at: grace }]
      }
    ]
  }
}
export const SubscriptionCanceled: Story = {
  args: {
    standings: [
      {
        agency_id: 1,
        credit_debt: 0,
        alerts: [{ kind: "subscription_canceled", portal_id: 103, portal_name: "Zenith Pro", plan_name: "PRO", grace_ends_at: grace }]
      }
    ]
  }
}
export const Several: Story = {
  args: {
    standings: [
      {
        agency_id: 1,
        credit_debt: 0,
        alerts: [
          { kind: "payment_failed", portal_id: 102, portal_name: "Zenith Free", plan_name: "Core", grace_ends_at: grace },
          { kind: "subscription_canceled", portal_id: null, portal_name: null, plan_name: "Stack", grace_ends_at: grace }
        ]
      }
    ]
  }
}
/** Refunds and disputes took back more credits than the agency had left. */
export const CreditDebt: Story = {
  args: { standings: [{ agency_id: 1, credit_debt: 3, alerts: [] }] }
}
/** In good standing: nothing shows. */
export const None: Story = {}
