import { createFileRoute } from "@tanstack/react-router"

import { PaymentSuccessPage } from "@/pages/payment-success"

/**
 * /payment-success[?payment={id}]: the payment return URL (spec 1 section 9). The payment provider's
 * redirect back adds redirect_status (succeeded or failed).
 */
export const Route = createFileRoute("/_main/payment-success")({
  validateSearch: (search: Record<string, unknown>): { payment?: number; redirect_status?: "succeeded" | "failed" } => {
    const payment = Number(search["payment"])
    const status = search["redirect_status"]
    return {
      ...(Number.isSafeInteger(payment) && payment > 0 ? { payment } : {}),
      ...(status === "succeeded" || status === "failed" ? { redirect_status: status } : {})
    }
  },
  component: function PaymentSuccessRoute() {
    const { payment, redirect_status } = Route.useSearch()
    return <PaymentSuccessPage paymentId={payment ?? null} redirectStatus={redirect_status ?? null} />
  }
})
