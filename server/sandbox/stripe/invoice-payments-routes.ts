// GET /v1/invoice_payments and /v1/invoice_payments/:id as Stripe has them since API version
// 2025-03-31: the link from a PaymentIntent (payment[type]=payment_intent&payment[payment_intent]=pi_…)
// to the invoice it paid. `expand[]=data.invoice` (or `invoice` on the retrieve) answers the invoice
// itself; other expansions are refused as Stripe refuses what it cannot expand.
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"

import { requireSecretKey } from "./auth.ts"
import { type FormTree, requestForm, text, tree } from "./form.ts"
import { listPage } from "./pages.ts"
import { hostedInvoiceUrl } from "./render.ts"
import { fail, invalidRequest, json, replied, resourceMissing } from "./replies.ts"
import { findPrice } from "./store/catalogue.ts"
import {
  findInvoiceRow,
  invoicePaymentJson,
  type InvoicePaymentRow,
  listInvoicePayments,
  paymentIntentOfInvoicePayment
} from "./store/invoice-payments.ts"
import { invoiceJson } from "./store/subscriptions.ts"

const PAYMENT_TYPES = ["payment_intent", "payment_record"] as const
const STATUSES = ["canceled", "open", "paid"] as const

/** The expand[] values, checked against what may be expanded (`prefix` is "data." on the list). */
const expansions = (form: FormTree, prefix: string) =>
  Effect.gen(function* () {
    const given = tree(form, "expand")
    const values =
      given === undefined
        ? text(form, "expand") === undefined
          ? []
          : [text(form, "expand")!]
        : Object.values(given).filter((value): value is string => typeof value === "string")
    for (const value of values) {
      if (value !== `${prefix}invoice`)
        return yield* fail(
          invalidRequest(`This property cannot be expanded (${value.startsWith(prefix) ? value.slice(prefix.length) : value}).`, {
            param: "expand"
          })
        )
    }
    return values.length > 0
  })

/** The invoice as GET /v1/invoices/:id would answer it. */
const renderInvoice = (id: string) =>
  Effect.gen(function* () {
    const row = yield* findInvoiceRow(id)
    if (row === undefined || row.price === null || row.subscription === null) return id
    const price = yield* findPrice(row.price)
    if (Option.isNone(price)) return id
    return invoiceJson(
      {
        id: row.id,
        customer: row.customer,
        subscription: row.subscription,
        subtotal: row.subtotal,
        amountPaid: row.amount_paid,
        amountDue: row.amount_due ?? row.amount_paid,
        currency: row.currency,
        created: row.created,
        billingReason: row.billing_reason,
        status: row.status === "open" ? "open" : "paid",
        attemptCount: row.attempt_count,
        hostedInvoiceUrl: yield* hostedInvoiceUrl(row.id)
      },
      price.value,
      row.metadata ?? {}
    )
  })

const render = (row: InvoicePaymentRow, expandInvoice: boolean) =>
  expandInvoice
    ? Effect.map(renderInvoice(row.invoice), (invoice) => invoicePaymentJson(row, invoice))
    : Effect.succeed(invoicePaymentJson(row))

const list = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const payment = tree(form, "payment")
  const type = payment === undefined ? undefined : text(payment, "type")
  if (payment !== undefined && type === undefined)
    return yield* fail(invalidRequest("Missing required param: payment[type].", { param: "payment[type]" }))
  if (type !== undefined && !(PAYMENT_TYPES as ReadonlyArray<string>).includes(type)) {
    return yield* fail(invalidRequest(`Invalid payment[type]: must be one of ${PAYMENT_TYPES.join(", ")}`, { param: "payment[type]" }))
  }
  const status = text(form, "status")
  if (status !== undefined && !(STATUSES as ReadonlyArray<string>).includes(status)) {
    return yield* fail(invalidRequest(`Invalid status: must be one of ${STATUSES.join(", ")}`, { param: "status" }))
  }
  const invoice = text(form, "invoice")
  if (invoice !== undefined && (yield* findInvoiceRow(invoice)) === undefined)
    return yield* fail(resourceMissing("invoice", invoice, "invoice"))
  const expandInvoice = yield* expansions(form, "data.")
  // The sandbox records no payment records, and every invoice payment it has is paid.
  const rows =
    type === "payment_record" || (status !== undefined && status !== "paid")
      ? []
      : yield* listInvoicePayments({ invoice, paymentIntent: payment === undefined ? undefined : text(payment, "payment_intent") })
  return yield* listPage(form, yield* Effect.forEach(rows, (row) => render(row, expandInvoice)), "/v1/invoice_payments")
})

const retrieve = Effect.gen(function* () {
  yield* requireSecretKey
  const id = (yield* HttpRouter.params)["id"] ?? ""
  const form = yield* requestForm
  const intent = paymentIntentOfInvoicePayment(id)
  const [row] = intent === undefined ? [] : yield* listInvoicePayments({ paymentIntent: intent })
  if (row === undefined) return yield* fail(resourceMissing("invoice_payment", id))
  return json(yield* render(row, yield* expansions(form, "")))
})

export const invoicePaymentRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/v1/invoice_payments", replied(list)),
  HttpRouter.get("/v1/invoice_payments/:id", replied(retrieve))
)
