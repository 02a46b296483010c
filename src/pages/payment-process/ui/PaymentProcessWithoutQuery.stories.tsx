import type { Meta, StoryObj } from "@storybook/react-vite"

import { AppHarness } from "@/shared/lib/testing"

import { PaymentProcessWithoutQuery } from "./PaymentProcessWithoutQuery.tsx"

const meta = {
  title: "pages/payment-process/PaymentProcessWithoutQuery",
  component: PaymentProcessWithoutQuery,
  decorators: [
    (Story) => (
      <AppHarness path="/payment-process">
        <Story />
      </AppHarness>
    )
  ]
} satisfies Meta<typeof PaymentProcessWithoutQuery>

export default meta
type Story = StoryObj<typeof meta>

/** Opened without its query: what the page is for, and the way back to the portals. */
export const WithoutQuery: Story = {}
