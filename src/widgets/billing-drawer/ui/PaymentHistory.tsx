// The Payment history of the billing drawer (agency admins): the agency's payments, newest first, with
// what was bought, the amount, its status (refunds included), who paid and the provider's receipt.
// A payment that just succeeded (realtime or read) makes it load again.
import { useState } from "react"

import { billingKeys } from "@/entities/payment"
import { apiQueryOptions, type Payment, useApiQuery } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { buttonClassName } from "@/shared/ui/button"
import { ListSection } from "@/shared/ui/list-panel"
import { PagedTable, type TableColumn } from "@/shared/ui/table"

import { listPaymentHistory } from "../api/billing.ts"
import { paymentAmount, paymentPayer, paymentStatus, paymentWhat } from "../lib/paymentRows.ts"

export const PAYMENT_HISTORY_HEADING = "Payment history"
export const NO_PAYMENTS_TEXT = "No payments yet."

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "date", name: "Date", isRowHeader: true },
  { id: "what", name: "What" },
  { id: "amount", name: "Amount" },
  { id: "status", name: "Status" },
  { id: "payer", name: "Paid by" },
  { id: "receipt", name: "Receipt" }
]

const renderCell = (payment: Payment, column: string) => {
  switch (column) {
    case "date":
      return formatDate(payment.created_at, "short")
    case "what":
      return paymentWhat(payment)
    case "amount":
      return paymentAmount(payment.amount, payment.currency)
    case "status":
      return paymentStatus(payment)
    case "payer":
      return paymentPayer(payment)
    case "receipt":
      return payment.receipt_url !== null ? (
        <a
          className={buttonClassName("link", "sm")}
          href={payment.receipt_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Receipt for ${paymentWhat(payment)}`}
        >
          Receipt
        </a>
      ) : (
        "—"
      )
    default:
      return null
  }
}

export function PaymentHistory({ agencyId }: { agencyId: number }) {
  const [page, setPage] = useState(1)
  const result = useApiQuery(apiQueryOptions(billingKeys.historyPage(agencyId, page), listPaymentHistory(agencyId, page)))
  return (
    <ListSection heading={PAYMENT_HISTORY_HEADING}>
      <PagedTable
        aria-label={PAYMENT_HISTORY_HEADING}
        columns={COLUMNS}
        result={result}
        errorTitle="The payment history could not be loaded."
        getRowId={(payment) => payment.id}
        renderCell={renderCell}
        emptyText={NO_PAYMENTS_TEXT}
        page={page}
        onPageChange={setPage}
      />
    </ListSection>
  )
}
