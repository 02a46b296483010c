import { createFileRoute } from "@tanstack/react-router"
import { PaymentSuccessPage } from "@/pages/payment-success"

/** /payment-success[?payment={id}]: the payment return URL (spec 1 section 9). */
export const Route = createFileRoute("/_main/payment-success")({
  validateSearch: (search: Record<string, unknown>): { payment?: number } => {
    const payment = Number(search["payment"])
    return Number.isSafeInteger(payment) && payment > 0 ? { payment } : {}
  },
  component: function PaymentSuccessRoute() {
    const { payment } = Route.useSearch()
    return <PaymentSuccessPage paymentId={payment ?? null} />
  }
})
