import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { AppHarness, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import { HISTORY, historyPage } from "./BillingDrawer.fixtures.ts"
import { PaymentHistory } from "./PaymentHistory.tsx"

function Demo({ route }: { route: FakeRoute }) {
  const [server] = useState(() => fakeServer({ "GET /agency/api/v2/billings/history": route }))
  return (
    <AppHarness server={server}>
      <PaymentHistory agencyId={1} />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/billing-drawer/PaymentHistory",
  component: Demo,
  args: { route: historyPage(HISTORY) }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** A credit purchase with its receipt, a refunded plan and a renewal. */
export const Payments: Story = {}
export const Paged: Story = { args: { route: historyPage(HISTORY, 1, 4) } }
export const Empty: Story = { args: { route: historyPage([]) } }
export const Loading: Story = { args: { route: "hang" } }
export const LoadFailed: Story = { args: { route: { status: 500, body: { message: "boom" } } } }
