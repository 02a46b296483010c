import type { Meta, StoryObj } from "@storybook/react-vite"

import { ConfirmPurchaseModal } from "./ConfirmPurchaseModal.tsx"

const meta = {
  title: "features/install-module/ConfirmPurchaseModal",
  component: ConfirmPurchaseModal,
  args: {
    isOpen: true,
    moduleName: "Pricing Table",
    credits: 3,
    thenInstall: false,
    error: null,
    isPending: false,
    onConfirm: () => undefined,
    onCancel: () => undefined
  }
} satisfies Meta<typeof ConfirmPurchaseModal>

export default meta
type Story = StoryObj<typeof meta>

export const Buy: Story = {}
export const BuyAndInstall: Story = { args: { thenInstall: true } }
export const Purchasing: Story = { args: { isPending: true } }
export const PurchaseFailed: Story = { args: { error: "The agency has no credit left." } }
export const NoCredits: Story = { args: { credits: 0 } }
export const NoCreditsWithCreditModal: Story = { args: { credits: 0, onBuyCredits: () => undefined } }
