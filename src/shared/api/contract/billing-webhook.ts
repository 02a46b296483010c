// The payment provider's webhook in the OpenAPI document. The route itself is a raw route on the
// server (server/http/billing/webhook.ts): the signature covers the raw body, which the HttpApi's
// decoding would not keep byte for byte, so it stays outside the HttpApi and is described here instead.

export const BILLING_WEBHOOK_PATH = "/agency/api/v2/billings/webhook"

const messageBody = {
  type: "object",
  required: ["message"],
  properties: { message: { type: "string" } },
  additionalProperties: false
} as const

const operation = {
  tags: ["Billing webhook"],
  operationId: "billingWebhook.receive",
  summary: "Payment provider events (Stripe webhook)",
  description:
    "Event deliveries from the payment provider. The Stripe-Signature header must sign the raw body with the " +
    'webhook secret; a delivery with a wrong or missing signature is refused (400 "Invalid signature.") before ' +
    "anything is read from it, and a signed body that is not one of the provider's events is refused (400) naming " +
    "the field. No bearer token: the signature is the authentication.",
  security: [],
  parameters: [
    {
      name: "stripe-signature",
      in: "header",
      required: true,
      description: 'Stripe\'s signature header: t=<timestamp>,v1=<HMAC-SHA256 of "<timestamp>.<raw body>">.',
      // Bounded by the HTTP server: Node refuses (431) a request whose headers exceed 16 KB together.
      schema: { type: "string", maxLength: 16_384 }
    }
  ],
  requestBody: {
    required: true,
    content: {
      "application/json": {
        schema: {
          type: "object",
          description: "A Stripe event object, exactly as the provider sent it.",
          required: ["id", "type", "data"],
          properties: {
            // As server/integrations/payments/webhook-event.ts checks them (400 naming the field otherwise).
            id: { type: "string", maxLength: 254, pattern: "^evt_[A-Za-z0-9_]{1,250}$" },
            type: {
              type: "string",
              maxLength: 100,
              pattern: "^[a-z0-9_.]+$",
              description: "One of the provider's event types, for example payment_intent.succeeded, invoice.paid, charge.refunded."
            },
            data: { type: "object", required: ["object"], properties: { object: { type: "object" } } }
          }
        }
      }
    }
  },
  responses: {
    "200": {
      description: "The event was received: applied, already applied before (repeated), or not one the server acts on (ignored).",
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["received", "outcome"],
            properties: {
              received: { type: "boolean", enum: [true] },
              outcome: { type: "string", enum: ["applied", "repeated", "ignored"] }
            },
            additionalProperties: false
          }
        }
      }
    },
    "400": { description: "Invalid signature, or not a provider event.", content: { "application/json": { schema: messageBody } } }
  }
} as const

/** OpenApi.Transform for the Api: adds the webhook's path and tag to the generated document. */
export const withBillingWebhook = (spec: Record<string, unknown>): Record<string, unknown> => {
  const paths = isRecord(spec["paths"]) ? spec["paths"] : {}
  const webhookPath = paths[BILLING_WEBHOOK_PATH]
  return {
    ...spec,
    tags: [
      ...(Array.isArray(spec["tags"]) ? spec["tags"] : []),
      { name: "Billing webhook", description: "Called by the payment provider, not by the SPA." }
    ],
    paths: { ...paths, [BILLING_WEBHOOK_PATH]: { ...(isRecord(webhookPath) ? webhookPath : {}), post: operation } }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null
