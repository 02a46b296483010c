import { createFileRoute } from "@tanstack/react-router"

import { PaymentProcessPage, PaymentProcessWithoutQuery } from "@/pages/payment-process"

/** /payment-process?payment={id}: follows a payment until its webhook settles it. */
export const paymentSearch = (search: Record<string, unknown>): { payment: number } => {
  const payment = Number(search["payment"])
  return { payment: Number.isSafeInteger(payment) && payment > 0 ? payment : 0 }
}

export const Route = createFileRoute("/_main/payment-process")({
  validateSearch: paymentSearch,
  component: function PaymentProcessRoute() {
    const { payment } = Route.useSearch()
    // Without its query the page says what it is for, rather than 404.
    if (payment === 0) return <PaymentProcessWithoutQuery />
    return <PaymentProcessPage key={payment} paymentId={payment} />
  }
})
