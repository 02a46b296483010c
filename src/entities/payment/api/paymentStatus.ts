// What a payment's status says of its outcome: the reads that wait on a payment stop once it is settled.
import type { Payment, PaymentStatus } from "@/shared/api"

const SUCCEEDED: ReadonlySet<PaymentStatus> = new Set(["succeeded", "refunded", "partially_refunded", "disputed"])
const FAILED: ReadonlySet<PaymentStatus> = new Set(["failed", "canceled"])

/** The money was taken (refunds and disputes come after a success). */
export const isPaymentSucceeded = (status: PaymentStatus): boolean => SUCCEEDED.has(status)
/** Nothing was charged and nothing will be: declined, interrupted or abandoned. */
export const isPaymentFailed = (status: PaymentStatus): boolean => FAILED.has(status)

/** Settled: the provider has decided, whichever way; nothing more will happen to it. */
export const isPaymentSettled = (payment: Payment | null | undefined): payment is Payment =>
  payment !== null && payment !== undefined && (SUCCEEDED.has(payment.status) || FAILED.has(payment.status))
