// /payment-process?payment={id}: the payment's progress until it settles (the fallback when the
// realtime event does not arrive).
import { Link } from "react-aria-components"

import { RoutePath } from "@/shared/config"
import { Alert } from "@/shared/ui/alert"
import { CardPage } from "@/shared/ui/card-page"
import { Spinner } from "@/shared/ui/spinner"

import { usePaymentProcess } from "../model/usePaymentProcess.ts"
import styles from "./PaymentProcessPage.module.css"

export const PROCESSING_PAYMENT = "Processing your payment"

export interface PaymentProcessPageProps {
  paymentId: number
  pollIntervalMs?: number
}

export function PaymentProcessPage({ paymentId, pollIntervalMs }: PaymentProcessPageProps) {
  const state = usePaymentProcess(paymentId, pollIntervalMs)
  const back = (
    <Link className={styles.back} href={RoutePath.PortalsMain}>
      Back to portals
    </Link>
  )
  switch (state.kind) {
    case "pending":
      return (
        <CardPage title={PROCESSING_PAYMENT} footer={back}>
          <div className={styles.body}>
            <Spinner label="Waiting for the payment to be confirmed" />
            <p className={styles.note}>
              {state.checks === 0
                ? "Checking the payment…"
                : `Still waiting for the confirmation (checked ${state.checks} time${state.checks === 1 ? "" : "s"}).`}{" "}
              This page checks every 2 seconds; you may leave it, the payment completes anyway.
            </p>
          </div>
        </CardPage>
      )
    case "failed":
      return (
        <CardPage title="Payment Failed" footer={back}>
          <Alert type="danger">{state.message}</Alert>
        </CardPage>
      )
    case "unreadable":
      return (
        <CardPage title={PROCESSING_PAYMENT} footer={back}>
          <Alert type="danger">{state.message}</Alert>
        </CardPage>
      )
  }
}
