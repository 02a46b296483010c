// /payment-process opened without its payment: what the page is for and the way back, not the 404 page.
import { Link } from "react-aria-components"

import { RoutePath } from "@/shared/config"
import { CardPage } from "@/shared/ui/card-page"

import styles from "./PaymentProcessPage.module.css"

export const PAYMENT_WITHOUT_QUERY_TITLE = "Payment progress"

export function PaymentProcessWithoutQuery() {
  return (
    <CardPage
      title={PAYMENT_WITHOUT_QUERY_TITLE}
      footer={
        <Link className={styles.back} href={RoutePath.PortalsMain}>
          Back to portals
        </Link>
      }
    >
      <div className={styles.body}>
        <p className={styles.note}>
          This page follows a payment until it is confirmed. It opens after a card payment with that payment; this link names none, so there
          is nothing to follow here.
        </p>
        <p className={styles.note}>A payment completes whether or not this page is open: your credits and plans show in the user menu.</p>
      </div>
    </CardPage>
  )
}
