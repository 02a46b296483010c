// The envelope of a provider event delivered to the webhook, checked before anything acts on it: a
// signed body that is not JSON, not an event, or of a type the provider does not have is refused with
// a 400 naming the field (the provider only sends its own types, so such a body is a bug or a probe).
// A real type the app does not act on is acknowledged (2xx), as the provider requires, or it would
// retry the delivery for three days and then disable the endpoint.
import { Data, Effect, Either, ParseResult, Schema } from "effect"
import type Stripe from "stripe"

/** Every event type of the pinned API (stripe's Event.Type); the check below keeps the two equal. */
export const PROVIDER_EVENT_TYPES = [
  "account.application.authorized", "account.application.deauthorized", "account.external_account.created",
  "account.external_account.deleted", "account.external_account.updated", "account.updated",
  "application_fee.created", "application_fee.refund.updated", "application_fee.refunded", "apps.install.created",
  "apps.install.deleted", "apps.install.updated", "balance.available", "balance_settings.updated",
  "billing.alert.triggered", "billing.credit_balance_transaction.created", "billing.credit_grant.created",
  "billing.credit_grant.updated", "billing.meter.created", "billing.meter.deactivated", "billing.meter.reactivated",
  "billing.meter.updated", "billing_portal.configuration.created", "billing_portal.configuration.updated",
  "billing_portal.session.created", "capability.updated", "cash_balance.funds_available", "charge.captured",
  "charge.dispute.closed", "charge.dispute.created", "charge.dispute.funds_reinstated",
  "charge.dispute.funds_withdrawn", "charge.dispute.updated", "charge.expired", "charge.failed", "charge.pending",
  "charge.refund.updated", "charge.refunded", "charge.succeeded", "charge.updated",
  "checkout.session.async_payment_failed", "checkout.session.async_payment_succeeded", "checkout.session.completed",
  "checkout.session.expired", "climate.order.canceled", "climate.order.created", "climate.order.delayed",
  "climate.order.delivered", "climate.order.product_substituted", "climate.product.created",
  "climate.product.pricing_updated", "coupon.created", "coupon.deleted", "coupon.updated", "credit_note.created",
  "credit_note.updated", "credit_note.voided", "customer.created", "customer.deleted", "customer.discount.created",
  "customer.discount.deleted", "customer.discount.updated", "customer.source.created", "customer.source.deleted",
  "customer.source.expiring", "customer.source.updated", "customer.subscription.created",
  "customer.subscription.deleted", "customer.subscription.paused", "customer.subscription.pending_update_applied",
  "customer.subscription.pending_update_expired", "customer.subscription.resumed",
  "customer.subscription.trial_will_end", "customer.subscription.updated", "customer.tax_id.created",
  "customer.tax_id.deleted", "customer.tax_id.updated", "customer.updated",
  "customer_cash_balance_transaction.created", "entitlements.active_entitlement_summary.updated", "file.created",
  "financial_connections.account.account_numbers_updated", "financial_connections.account.created",
  "financial_connections.account.deactivated", "financial_connections.account.disconnected",
  "financial_connections.account.expected_deactivation_date_updated", "financial_connections.account.reactivated",
  "financial_connections.account.refreshed_balance", "financial_connections.account.refreshed_ownership",
  "financial_connections.account.refreshed_transactions",
  "financial_connections.account.supported_payment_method_types_updated",
  "financial_connections.account.upcoming_account_number_expiry",
  "financial_connections.account.upcoming_deactivation",
  "financial_connections.authorization.expected_deactivation_date_updated",
  "financial_connections.authorization.upcoming_deactivation", "identity.verification_session.canceled",
  "identity.verification_session.created", "identity.verification_session.processing",
  "identity.verification_session.redacted", "identity.verification_session.requires_input",
  "identity.verification_session.verified", "invoice.created", "invoice.deleted", "invoice.finalization_failed",
  "invoice.finalized", "invoice.marked_uncollectible", "invoice.overdue", "invoice.overpaid", "invoice.paid",
  "invoice.payment_action_required", "invoice.payment_attempt_required", "invoice.payment_failed",
  "invoice.payment_succeeded", "invoice.sent", "invoice.upcoming", "invoice.updated", "invoice.voided",
  "invoice.will_be_due", "invoice_payment.paid", "invoiceitem.created", "invoiceitem.deleted",
  "issuing_authorization.created", "issuing_authorization.request", "issuing_authorization.updated",
  "issuing_card.created", "issuing_card.updated", "issuing_cardholder.created", "issuing_cardholder.updated",
  "issuing_dispute.closed", "issuing_dispute.created", "issuing_dispute.funds_reinstated",
  "issuing_dispute.funds_rescinded", "issuing_dispute.submitted", "issuing_dispute.updated",
  "issuing_personalization_design.activated", "issuing_personalization_design.deactivated",
  "issuing_personalization_design.rejected", "issuing_personalization_design.updated", "issuing_token.created",
  "issuing_token.updated", "issuing_transaction.created", "issuing_transaction.purchase_details_receipt_updated",
  "issuing_transaction.updated", "mandate.updated", "payment_intent.amount_capturable_updated",
  "payment_intent.canceled", "payment_intent.created", "payment_intent.partially_funded",
  "payment_intent.payment_failed", "payment_intent.processing", "payment_intent.requires_action",
  "payment_intent.succeeded", "payment_link.created", "payment_link.updated", "payment_method.attached",
  "payment_method.automatically_updated", "payment_method.detached", "payment_method.updated", "payout.canceled",
  "payout.created", "payout.failed", "payout.paid", "payout.reconciliation_completed", "payout.updated",
  "person.created", "person.deleted", "person.updated", "plan.created", "plan.deleted", "plan.updated",
  "price.created", "price.deleted", "price.updated", "product.created", "product.deleted", "product.updated",
  "promotion_code.created", "promotion_code.updated", "quote.accepted", "quote.canceled", "quote.created",
  "quote.finalized", "radar.early_fraud_warning.created", "radar.early_fraud_warning.updated", "refund.created",
  "refund.failed", "refund.updated", "reporting.report_run.failed", "reporting.report_run.succeeded",
  "reporting.report_type.updated", "reserve.hold.created", "reserve.hold.updated", "reserve.plan.created",
  "reserve.plan.disabled", "reserve.plan.expired", "reserve.plan.updated", "reserve.release.created",
  "review.closed", "review.opened", "setup_intent.canceled", "setup_intent.created", "setup_intent.requires_action",
  "setup_intent.setup_failed", "setup_intent.succeeded", "sigma.scheduled_query_run.created", "source.canceled",
  "source.chargeable", "source.failed", "source.mandate_notification", "source.refund_attributes_required",
  "source.transaction.created", "source.transaction.updated", "subscription_schedule.aborted",
  "subscription_schedule.canceled", "subscription_schedule.completed", "subscription_schedule.created",
  "subscription_schedule.expiring", "subscription_schedule.released", "subscription_schedule.updated",
  "tax.settings.updated", "tax_rate.created", "tax_rate.updated", "terminal.reader.action_failed",
  "terminal.reader.action_succeeded", "terminal.reader.action_updated", "test_helpers.test_clock.advancing",
  "test_helpers.test_clock.created", "test_helpers.test_clock.deleted", "test_helpers.test_clock.internal_failure",
  "test_helpers.test_clock.ready", "three_d_secure.authentication.canceled",
  "three_d_secure.authentication.challenge_started", "three_d_secure.authentication.errored",
  "three_d_secure.authentication.failed", "three_d_secure.authentication.requires_challenge",
  "three_d_secure.authentication.requires_submission", "three_d_secure.authentication.succeeded", "topup.canceled",
  "topup.created", "topup.failed", "topup.reversed", "topup.succeeded", "transfer.created", "transfer.reversed",
  "transfer.updated", "treasury.credit_reversal.created", "treasury.credit_reversal.posted",
  "treasury.debit_reversal.completed", "treasury.debit_reversal.created",
  "treasury.debit_reversal.initial_credit_granted", "treasury.financial_account.closed",
  "treasury.financial_account.created", "treasury.financial_account.features_status_updated",
  "treasury.inbound_transfer.canceled", "treasury.inbound_transfer.created", "treasury.inbound_transfer.failed",
  "treasury.inbound_transfer.succeeded", "treasury.outbound_payment.canceled", "treasury.outbound_payment.created",
  "treasury.outbound_payment.expected_arrival_date_updated", "treasury.outbound_payment.failed",
  "treasury.outbound_payment.posted", "treasury.outbound_payment.returned",
  "treasury.outbound_payment.tracking_details_updated", "treasury.outbound_transfer.canceled",
  "treasury.outbound_transfer.created", "treasury.outbound_transfer.expected_arrival_date_updated",
  "treasury.outbound_transfer.failed", "treasury.outbound_transfer.posted", "treasury.outbound_transfer.returned",
  "treasury.outbound_transfer.tracking_details_updated", "treasury.received_credit.created",
  "treasury.received_credit.failed", "treasury.received_credit.succeeded", "treasury.received_debit.created"
] as const satisfies ReadonlyArray<Stripe.Event.Type>

type Missing = Exclude<Stripe.Event.Type, (typeof PROVIDER_EVENT_TYPES)[number]>
// A type the SDK gained on an upgrade and this list lacks fails the type check here.
const complete: [Missing] extends [never] ? true : Missing = true
void complete

const KNOWN_TYPES: ReadonlySet<string> = new Set(PROVIDER_EVENT_TYPES)
const EventType = Schema.String.pipe(Schema.filter((type) => KNOWN_TYPES.has(type), {
  message: () => "is not an event type of the payment provider"
}))

/** An event as the provider sends it: the fields the app reads are required, the rest passes through. */
export const WebhookEvent = Schema.Struct({
  id: Schema.String.pipe(Schema.filter((id) => /^evt_[A-Za-z0-9_]{1,250}$/.test(id), { message: () => "is not an event id (evt_…)" })),
  object: Schema.Literal("event"),
  type: EventType,
  created: Schema.Int.annotations({ message: () => ({ message: "is not a Unix timestamp", override: true }) }),
  livemode: Schema.optional(Schema.Boolean),
  api_version: Schema.optional(Schema.NullOr(Schema.String)),
  data: Schema.Struct({
    object: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
    previous_attributes: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
  }, { key: Schema.String, value: Schema.Unknown }).annotations({ message: () => "is not an object" })
}, { key: Schema.String, value: Schema.Unknown }).annotations({ message: () => "is not an event object" })

/** A signed delivery whose body is not an event the provider could have sent; message names the field. */
export class InvalidWebhookEvent extends Data.TaggedError("InvalidWebhookEvent")<{ readonly message: string }> {}

const decode = Schema.decodeUnknownEither(Schema.parseJson(WebhookEvent), { errors: "first", onExcessProperty: "preserve" })

/** The event of a verified body, or which field makes it not one (the first problem found). */
export const decodeWebhookEvent = (rawBody: string): Effect.Effect<Stripe.Event, InvalidWebhookEvent> =>
  Either.match(decode(rawBody), {
    onRight: (event) => Effect.succeed(event as unknown as Stripe.Event),
    onLeft: (error) => {
      const [issue] = ParseResult.ArrayFormatter.formatErrorSync(error)
      const field = issue === undefined || issue.path.length === 0 ? "body" : issue.path.join(".")
      const message = issue?._tag === "Transformation" && issue.path.length === 0 ? "is not JSON" : issue?.message ?? "is not an event"
      return Effect.fail(new InvalidWebhookEvent({ message: `Invalid event: ${field} ${message}`.slice(0, 300) }))
    }
  })
