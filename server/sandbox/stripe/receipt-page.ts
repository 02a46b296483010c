// The receipt a charge's receipt_url shows: amount, date, description and the card charged.
import { dateOf, escapeHtml, money, page } from "./html.ts"
import type { ChargeRow } from "./store/charges.ts"
import type { PaymentMethodRow } from "./store/payment-methods.ts"

export const receiptPage = (charge: ChargeRow, paymentMethod: PaymentMethodRow | undefined) =>
  page(
    `Receipt ${charge.receipt_number ?? charge.id}`,
    `
<h1>Receipt from Portal Builder</h1>
<p class="note">Sandbox receipt #${escapeHtml(charge.receipt_number ?? charge.id)}</p>
<table>
  <tr><th scope="row">Amount paid</th><td>${escapeHtml(money(charge.amount, charge.currency))}</td></tr>
  <tr><th scope="row">Date paid</th><td>${escapeHtml(dateOf(charge.created))}</td></tr>
  <tr><th scope="row">Description</th><td>${escapeHtml(charge.description ?? "Payment")}</td></tr>
  <tr><th scope="row">Payment method</th><td>${paymentMethod === undefined ? "Card" : `${escapeHtml(paymentMethod.brand.toUpperCase())} •••• ${escapeHtml(paymentMethod.last4)}`}</td></tr>
  ${charge.amount_refunded > 0 ? `<tr><th scope="row">Refunded</th><td>${escapeHtml(money(charge.amount_refunded, charge.currency))}</td></tr>` : ""}
</table>`
  )
