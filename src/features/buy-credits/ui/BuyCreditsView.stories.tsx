import type { Meta, StoryObj } from "@storybook/react-vite"

import { CardEntryProvider } from "@/entities/payment"
import { AppHarness, clientConfigAnswer, type FakeRoute, fakeServer } from "@/shared/lib/testing"
import { Modal } from "@/shared/ui/dialog"

import { creditOptions } from "../model/creditOptions.ts"
import { BUY_CREDITS_WIDTH } from "./BuyCreditsModal.tsx"
import { BuyCreditsView } from "./BuyCreditsView.tsx"

const clientConfig: FakeRoute = clientConfigAnswer()

const packs = [
  { id: 1, credit: 1, amount: 50, saving: null },
  { id: 2, credit: 5, amount: 225, saving: "10%" },
  { id: 3, credit: 10, amount: 425, saving: "15%" },
  { id: 4, credit: 20, amount: 800, saving: "20%" }
]

const meta = {
  title: "features/buy-credits/BuyCreditsView",
  component: BuyCreditsView,
  args: {
    packs: { status: "success", reload: () => undefined },
    options: creditOptions(packs, 1),
    selected: 1,
    onSelect: () => undefined,
    step: "plan",
    onContinue: () => undefined,
    onBack: () => undefined,
    onPay: () => undefined,
    isPaying: false,
    error: null,
    paymentId: null,
    isSlow: false,
    onCheckAgain: () => undefined,
    isChain: false,
    onClose: () => undefined,
    cardMountDelayMs: 0
  },
  decorators: [
    (Story) => (
      <AppHarness server={fakeServer({ "GET /auth/api/v2/client-config": clientConfig })}>
        <Modal isOpen onOpenChange={() => undefined} width={BUY_CREDITS_WIDTH}>
          <CardEntryProvider>
            <Story />
          </CardEntryProvider>
        </Modal>
      </AppHarness>
    )
  ]
} satisfies Meta<typeof BuyCreditsView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { packs: { status: "loading", reload: () => undefined } } }
export const LoadFailed: Story = { args: { packs: { status: "failure", reload: () => undefined, error: { message: "Server Error" } } } }
/** From the user menu's Buy: 1 credit preselected, then every larger pack with its price per credit and saving. */
export const Plan: Story = {}
/** Buy & Install short of 3 credits: the count needed first, priced per credit. */
export const PlanForNeededCredits: Story = { args: { options: creditOptions(packs, 3), selected: 3 } }
export const Payment: Story = { args: { step: "payment", selected: 5 } }
/** The card form's first second. */
export const PaymentMounting: Story = { args: { step: "payment", selected: 5, cardMountDelayMs: 60 * 60 * 1000 } }
export const Paying: Story = { args: { step: "payment", selected: 5, isPaying: true } }
/** The card was confirmed; waiting for the realtime event or the status read. */
export const Waiting: Story = { args: { step: "payment", selected: 5, isPaying: true, paymentId: 42 } }
export const PaymentFailed: Story = { args: { step: "payment", selected: 5, error: "Payment failed: Your card has insufficient funds." } }
export const Declined: Story = { args: { step: "payment", selected: 5, error: "Your card was declined." } }
/** The card was confirmed and a minute passed with no answer: what is known, and 'Check again'. */
export const WaitingTooLong: Story = { args: { step: "payment", selected: 5, isPaying: true, isSlow: true, paymentId: 42 } }
/** The provider's answer to the card was lost and a minute passed: it may or may not have been charged. */
export const UnconfirmedTooLong: Story = {
  args: { step: "payment", selected: 5, isPaying: true, isSlow: true, isUncertain: true, paymentId: 42 }
}
export const Success: Story = { args: { step: "success", selected: 5 } }
export const SuccessInChain: Story = { args: { step: "success", selected: 1, isChain: true } }
