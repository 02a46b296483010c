// The page an invoice's hosted_invoice_url names, as Stripe hosts one for every finalized invoice: who it
// is for, what it is for, what was due and paid, and (once paid) the paying charge's receipt. Reachable
// by anyone holding the address, like Stripe's.
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

import { dateOf, escapeHtml, money, page } from "./html.ts"
import { receiptUrl } from "./render.ts"
import { listCharges } from "./store/charges.ts"
import { findCustomer } from "./store/customers.ts"
import { findInvoice, type InvoiceRow } from "./store/invoices.ts"

const STATUS_WORDS: Readonly<Record<string, string>> = { paid: "Paid", open: "Due", void: "Void" }

const WHAT: Readonly<Record<string, string>> = {
  subscription_create: "Subscription",
  subscription_update: "Subscription update",
  subscription_cycle: "Subscription renewal"
}

const hostedInvoicePage = (
  invoice: InvoiceRow,
  customer: { readonly name: string | null; readonly email: string | null } | undefined,
  receipt: string | null
) =>
  page(
    `Invoice ${invoice.id}`,
    `
<h1>Invoice from Portal Builder</h1>
<p class="note">Sandbox invoice ${escapeHtml(invoice.id)}</p>
<table>
  <tr><th scope="row">Status</th><td>${escapeHtml(STATUS_WORDS[invoice.status] ?? invoice.status)}</td></tr>
  <tr><th scope="row">Billed to</th><td>${escapeHtml([customer?.name, customer?.email].filter((part): part is string => typeof part === "string" && part !== "").join(", ") || invoice.customer)}</td></tr>
  <tr><th scope="row">Description</th><td>${escapeHtml(WHAT[invoice.billing_reason] ?? "Invoice")}</td></tr>
  <tr><th scope="row">Date</th><td>${escapeHtml(dateOf(invoice.created))}</td></tr>
  <tr><th scope="row">Amount due</th><td>${escapeHtml(money(invoice.amount_due, invoice.currency))}</td></tr>
  <tr><th scope="row">Amount paid</th><td>${escapeHtml(money(invoice.amount_paid, invoice.currency))}</td></tr>
</table>
${receipt === null ? "" : `<p><a href="${escapeHtml(receipt)}">Download receipt</a></p>`}`
  )

const hostedInvoice = Effect.gen(function* () {
  const id = (yield* HttpRouter.params)["id"] ?? ""
  const invoice = yield* findInvoice(id)
  if (Option.isNone(invoice) || invoice.value.status === "draft") {
    return HttpServerResponse.html("<!doctype html><title>Invoice not found</title><p>Invoice not found.</p>").pipe(
      HttpServerResponse.setStatus(404)
    )
  }
  const customer = Option.getOrUndefined(yield* findCustomer(invoice.value.customer))
  const paidBy = invoice.value.payment_intent === null ? [] : yield* listCharges({ paymentIntent: invoice.value.payment_intent })
  const charge = paidBy.find((candidate) => candidate.status === "succeeded")
  const receipt = invoice.value.status === "paid" && charge !== undefined ? yield* receiptUrl(charge.id) : null
  return HttpServerResponse.html(hostedInvoicePage(invoice.value, customer, receipt))
})

export const hostedInvoiceRoutes = HttpRouter.empty.pipe(HttpRouter.get("/invoices/:id", hostedInvoice))
