import type { Meta, StoryObj } from "@storybook/react-vite"
import { useRef } from "react"

import { AppHarness, clientConfigAnswer, type FakeRoute, fakeServer } from "@/shared/lib/testing"

import type { CardDriver } from "../model/cardEntry.ts"
import { CardEntryProvider } from "./CardEntryProvider.tsx"
import { CardField } from "./CardField.tsx"
import { SandboxCardField } from "./SandboxCardField.tsx"

const clientConfig: FakeRoute = clientConfigAnswer()

const withConfig = (config: FakeRoute) => [
  (Story: () => React.JSX.Element) => (
    <AppHarness server={fakeServer({ "GET /auth/api/v2/client-config": config })}>
      <div style={{ maxWidth: 640 }}>
        <CardEntryProvider>
          <Story />
        </CardEntryProvider>
      </div>
    </AppHarness>
  )
]

const meta = {
  title: "entities/payment/CardField",
  component: CardField,
  args: { mountDelayMs: 0 },
  decorators: withConfig(clientConfig)
} satisfies Meta<typeof CardField>

export default meta
type Story = StoryObj<typeof meta>

/** The sandbox card form, ready for a test card. */
export const Sandbox: Story = {}

/** The provider refused the card: its message at the field, announced (role=alert). */
export const Refused: Story = { args: { error: "Your card was declined." } }

/** The first second: a spinner until the card input mounts. */
export const Mounting: Story = { args: { mountDelayMs: 60 * 60 * 1000 } }

/** The client config is still being read. */
export const LoadingConfig: Story = { decorators: withConfig("hang") }

/** The client config could not be read. */
export const Unavailable: Story = { decorators: withConfig({ status: 500, body: { message: "Server Error" } }) }

function SandboxState({ card, touched }: { card: { number: string; expiry: string; cvc: string }; touched: boolean }) {
  const driver = useRef<CardDriver | null>(null)
  return <SandboxCardField driver={driver} initialCard={card} initialTouched={touched} />
}

/** A good test card typed in. */
export const Filled: Story = {
  render: () => <SandboxState card={{ number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" }} touched />
}

/** Stripe's inline messages after Pay with an incomplete card. */
export const Incomplete: Story = { render: () => <SandboxState card={{ number: "4242 4242", expiry: "1", cvc: "" }} touched /> }

/** A mistyped number and a past date. */
export const Invalid: Story = {
  render: () => <SandboxState card={{ number: "4242 4242 4242 4241", expiry: "01 / 20", cvc: "123" }} touched />
}
