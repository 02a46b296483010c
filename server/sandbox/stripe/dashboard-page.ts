// The sandbox dashboard's HTML: tables of recent activity and, per charge, dispute and subscription, the forms a
// tester uses to act as the cardholder's bank or the merchant would in Stripe's Dashboard.
import { SANDBOX_STRIPE_PREFIX } from "../../lib/embedded-services.ts"
import type { DashboardRow } from "./dashboard-data.ts"
import { DISPUTE_REASONS } from "./dispute-flow.ts"
import { dateOf, escapeHtml, money, page } from "./html.ts"
import { REFUND_REASONS } from "./store/refunds.ts"

const base = `${SANDBOX_STRIPE_PREFIX}/dashboard`

const cell = (value: unknown) => `<td>${value === null || value === undefined ? "—" : escapeHtml(String(value))}</td>`
const amountOf = (row: DashboardRow, column = "amount") => money(Number(row[column]), String(row["currency"] ?? "usd"))
const options = (values: ReadonlyArray<string>) =>
  values.map((value) => `<option value="${value}">${value.replace(/_/g, " ")}</option>`).join("")

const table = (caption: string, headers: ReadonlyArray<string>, rows: ReadonlyArray<string>) =>
  `<h2>${escapeHtml(caption)}</h2>` +
  (rows.length === 0
    ? `<p class="note">None yet.</p>`
    : `<table><thead><tr>${headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`)

const chargeActions = (charge: DashboardRow) => {
  if (charge["status"] !== "succeeded") return "<td></td>"
  const id = escapeHtml(String(charge["id"]))
  const left = Number(charge["amount"]) - Number(charge["amount_refunded"])
  const refund =
    left > 0 && charge["disputed"] !== true
      ? `<form class="inline" method="post" action="${base}/refund">
        <input type="hidden" name="charge" value="${id}">
        <label>Amount (cents) <input name="amount" inputmode="numeric" size="7" placeholder="${left}"></label>
        <label>Reason <select name="reason"><option value="">none</option>${options(REFUND_REASONS)}</select></label>
        <button type="submit">Refund</button>
      </form>`
      : ""
  const dispute =
    charge["disputed"] !== true && left > 0
      ? `<form class="inline" method="post" action="${base}/disputes">
        <input type="hidden" name="charge" value="${id}">
        <label>Reason <select name="reason">${options(DISPUTE_REASONS)}</select></label>
        <button type="submit" class="secondary">Open dispute</button>
      </form>`
      : ""
  return `<td>${refund}${dispute}</td>`
}

const disputeActions = (dispute: DashboardRow) => {
  if (!["needs_response", "under_review", "warning_needs_response", "warning_under_review"].includes(String(dispute["status"])))
    return "<td></td>"
  const action = `${base}/disputes/${escapeHtml(String(dispute["id"]))}/close`
  return `<td>
    <form class="inline" method="post" action="${action}"><input type="hidden" name="status" value="won"><button type="submit">Close as won</button></form>
    <form class="inline" method="post" action="${action}"><input type="hidden" name="status" value="lost"><button type="submit" class="secondary">Close as lost</button></form>
  </td>`
}

const subscriptionActions = (subscription: DashboardRow) => {
  if (subscription["status"] === "canceled") return "<td></td>"
  const action = `${base}/subscriptions/${escapeHtml(String(subscription["id"]))}`
  return `<td>
    <form class="inline" method="post" action="${action}/renew"><button type="submit">Renew now</button></form>
    <form class="inline" method="post" action="${action}/renew"><input type="hidden" name="fail" value="true"><button type="submit" class="secondary">Renew, card declines</button></form>
    <form class="inline" method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>
  </td>`
}

export const dashboardPage = (
  data: {
    readonly paymentIntents: ReadonlyArray<DashboardRow>
    readonly charges: ReadonlyArray<DashboardRow>
    readonly disputes: ReadonlyArray<DashboardRow>
    readonly subscriptions: ReadonlyArray<DashboardRow>
    readonly events: ReadonlyArray<DashboardRow>
  },
  notice: { readonly message?: string | undefined; readonly error?: string | undefined }
) =>
  page(
    "Sandbox payments dashboard",
    `
<h1>Sandbox payments dashboard</h1>
<p class="note">The embedded stand-in for Stripe's Dashboard. Actions here reach the app through webhooks, as Stripe's do.</p>
${notice.message === undefined ? "" : `<p role="status">${escapeHtml(notice.message)}</p>`}
${notice.error === undefined ? "" : `<p role="alert">${escapeHtml(notice.error)}</p>`}
${table(
  "Charges",
  ["Charge", "Date", "Amount", "Refunded", "Card", "Status", "Disputed", "Receipt", "Actions"],
  data.charges.map(
    (charge) => `<tr>
  ${cell(charge["id"])}${cell(dateOf(Number(charge["created"])))}${cell(amountOf(charge))}${cell(amountOf(charge, "amount_refunded"))}
  ${cell(charge["last4"] === null ? null : `${String(charge["brand"]).toUpperCase()} •••• ${charge["last4"]}`)}${cell(charge["status"])}${cell(charge["disputed"] ? "yes" : "no")}
  <td>${charge["status"] === "succeeded" ? `<a href="${SANDBOX_STRIPE_PREFIX}/receipts/${escapeHtml(String(charge["id"]))}">Receipt</a>` : ""}</td>
  ${chargeActions(charge)}</tr>`
  )
)}
${table(
  "Disputes",
  ["Dispute", "Charge", "Amount", "Reason", "Status", "Actions"],
  data.disputes.map(
    (dispute) => `<tr>
  ${cell(dispute["id"])}${cell(dispute["charge"])}${cell(amountOf(dispute))}${cell(dispute["reason"])}${cell(dispute["status"])}${disputeActions(dispute)}</tr>`
  )
)}
${table(
  "Payments",
  ["PaymentIntent", "Date", "Amount", "Customer", "Description", "Status", "Latest charge"],
  data.paymentIntents.map(
    (intent) => `<tr>
  ${cell(intent["id"])}${cell(dateOf(Number(intent["created"])))}${cell(amountOf(intent))}${cell(intent["customer"])}${cell(intent["description"])}${cell(intent["status"])}${cell(intent["latest_charge"])}</tr>`
  )
)}
${table(
  "Subscriptions",
  ["Subscription", "Date", "Customer", "Price", "Status", "Latest invoice", "Actions"],
  data.subscriptions.map(
    (subscription) => `<tr>
  ${cell(subscription["id"])}${cell(dateOf(Number(subscription["created"])))}${cell(subscription["customer"])}${cell(subscription["price"])}${cell(subscription["status"])}${cell(subscription["latest_invoice"])}${subscriptionActions(subscription)}</tr>`
  )
)}
${table(
  "Events",
  ["Event", "Type", "Delivery", "Attempts", "Last answer", "Actions"],
  data.events.map(
    (event) => `<tr>
  ${cell(event["id"])}${cell(event["type"])}${cell(event["delivery_status"])}${cell(event["attempts"])}${cell(event["last_response_status"])}
  <td><form class="inline" method="post" action="${base}/events/${escapeHtml(String(event["id"]))}/resend"><button type="submit" class="secondary">Resend</button></form></td></tr>`
  )
)}
`
  )
