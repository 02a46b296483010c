// How a saved card reads: "Visa •••• 4242", expiring "12/2030".
import type { PaymentMethod } from "@/shared/api"

export const cardLabel = (card: Pick<PaymentMethod, "brand" | "last4">): string =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`

export const cardExpiry = (card: Pick<PaymentMethod, "exp_month" | "exp_year">): string =>
  `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}`
