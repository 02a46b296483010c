import { createFileRoute, notFound } from "@tanstack/react-router"
import { PaymentProcessPage } from "@/pages/payment-process"

/** /payment-process?payment={id}: follows a payment until its webhook settles it. */
export const paymentSearch = (search: Record<string, unknown>): { payment: number } => {
  const payment = Number(search["payment"])
  return { payment: Number.isSafeInteger(payment) && payment > 0 ? payment : 0 }
}

export const Route = createFileRoute("/_main/payment-process")({
  validateSearch: paymentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => {
    if (deps.payment === 0) throw notFound()
  },
  component: function PaymentProcessRoute() {
    const { payment } = Route.useSearch()
    return <PaymentProcessPage key={payment} paymentId={payment} />
  }
})
