// How a payment reads in the Payment history: what was bought, the amount in money, its status (with
// what was refunded) and who paid.
import type { Payment } from "@/shared/api"

import { formatPrice } from "./rules.ts"

const SYMBOLS: Readonly<Record<string, string>> = { usd: "$", aud: "A$", cad: "C$", eur: "€", euro: "€", gbp: "£" }

/** Cents in the payment's currency: "$197". */
export const paymentAmount = (cents: number, currency: string): string => formatPrice(cents, SYMBOLS[currency.toLowerCase()] ?? "$")

/** "3 Credits", "Core for Zenith Free", "Core renewal for Zenith Free". */
export const paymentWhat = (payment: Pick<Payment, "kind" | "credit" | "plan_name" | "portal_name" | "reason">): string => {
  if (payment.kind === "credits") return `${payment.credit ?? 0} Credit${payment.credit === 1 ? "" : "s"}`
  const plan = `${payment.plan_name ?? "Plan"}${payment.reason === "renewal" ? " renewal" : payment.reason === "plan_change" ? " plan change" : ""}`
  return payment.portal_name !== null ? `${plan} for ${payment.portal_name}` : plan
}

const STATUS_LABELS: Readonly<Record<Payment["status"], string>> = {
  pending: "Pending",
  requires_action: "Awaiting authentication",
  succeeded: "Paid",
  failed: "Failed",
  canceled: "Canceled",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  disputed: "Disputed"
}

/** "Paid", "Refunded $197", "Partially refunded $50", "Failed: Your card was declined." */
export const paymentStatus = (payment: Pick<Payment, "status" | "amount_refunded" | "currency" | "message">): string => {
  const label = STATUS_LABELS[payment.status]
  if ((payment.status === "refunded" || payment.status === "partially_refunded") && payment.amount_refunded > 0) {
    return `${label} ${paymentAmount(payment.amount_refunded, payment.currency)}`
  }
  if (payment.status === "failed" && payment.message !== null) return `${label}: ${payment.message}`
  return label
}

/** Renewals have no payer. */
export const paymentPayer = (payment: Pick<Payment, "user_name" | "reason">): string =>
  payment.user_name ?? (payment.reason === "renewal" ? "Automatic renewal" : "—")
