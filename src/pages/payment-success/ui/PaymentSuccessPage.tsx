// /payment-success (the payment return URL, spec 1 section 9): the payment went through. The user is
// read again so menus show the new credits or plan.
import { useStore } from "jotai"
import { useEffect } from "react"
import { Link } from "react-aria-components"

import { paymentQueries } from "@/entities/payment"
import { reloadCurrentUser } from "@/entities/session"
import { useApiQuery, useRuntime } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { Alert } from "@/shared/ui/alert"
import { CardPage } from "@/shared/ui/card-page"

import styles from "./PaymentSuccessPage.module.css"

export const PAYMENT_SUCCESS = "Payment Success!"
export const PAYMENT_NOT_COMPLETED = "Payment Failed"
export const NOT_AUTHENTICATED_TEXT = "The payment was not completed: your bank did not confirm it. No money was taken; please try again."

export interface PaymentSuccessPageProps {
  /** The payment named by ?payment=, if any: its details are shown. */
  paymentId: number | null
  /** The payment provider's redirect back says how the payer's bank step ended (null: not a redirect). */
  redirectStatus?: "succeeded" | "failed" | null
}

const formatCents = (cents: number, currency: string): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100)

export function PaymentSuccessPage({ paymentId, redirectStatus = null }: PaymentSuccessPageProps) {
  const store = useStore()
  const runtime = useRuntime()
  const payment = useApiQuery(paymentId === null ? null : paymentQueries.status(paymentId))

  useEffect(() => {
    void reloadCurrentUser(store, runtime)
  }, [store, runtime])

  const details =
    paymentId !== null && payment.status === "success"
      ? payment.data.kind === "credits" && payment.data.credit !== null
        ? `${payment.data.credit} credit${payment.data.credit === 1 ? "" : "s"} for ${formatCents(payment.data.amount, payment.data.currency)} were added to your agency.`
        : `Your plan payment of ${formatCents(payment.data.amount, payment.data.currency)} went through.`
      : "Your payment went through."

  const back = (
    <Link className={styles.back} href={RoutePath.PortalsMain}>
      Back to portals
    </Link>
  )
  // The return URL is reached after a failed bank step too: never call that a success.
  if (redirectStatus === "failed") {
    return (
      <CardPage title={PAYMENT_NOT_COMPLETED} footer={back}>
        <Alert type="danger">{NOT_AUTHENTICATED_TEXT}</Alert>
      </CardPage>
    )
  }
  return (
    <CardPage title={PAYMENT_SUCCESS} footer={back}>
      <Alert type="success">{details}</Alert>
    </CardPage>
  )
}
