// The error envelope of the wire: HTTP status plus { message, status_code? }.
// status_code carries application codes such as 40001 (CRM reconnect) and 40010 (more CRM scopes).
import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

const envelope = {
  message: Schema.String,
  status_code: Schema.optional(Schema.Number)
}

export class BadRequest extends Schema.TaggedError<BadRequest>()("BadRequest", envelope, HttpApiSchema.annotations({ status: 400 })) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  envelope,
  HttpApiSchema.annotations({ status: 401 })
) {}

export class PaymentRequired extends Schema.TaggedError<PaymentRequired>()(
  "PaymentRequired",
  envelope,
  HttpApiSchema.annotations({ status: 402 })
) {}

/** 403. With status_code 40010 (more CRM scopes) it names the scopes the portal's grant lacks, e.g. ["hubdb"]. */
export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { ...envelope, required_scopes: Schema.optional(Schema.Array(Schema.String)) },
  HttpApiSchema.annotations({ status: 403 })
) {}

export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", envelope, HttpApiSchema.annotations({ status: 404 })) {}

/**
 * 409. A stale save (see record-version.ts) also says where the record is now: its lock_version, when it
 * changed and whose save changed it (null: the app itself, or someone since deleted).
 */
export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  {
    ...envelope,
    lock_version: Schema.optional(Schema.Number),
    updated_at: Schema.optional(Schema.String),
    updated_by: Schema.optional(Schema.NullOr(Schema.Struct({ id: Schema.Number, name: Schema.String })))
  },
  HttpApiSchema.annotations({ status: 409 })
) {}

/**
 * Every refused field of a 422 with its messages, in the validator's words (Laravel's shape, whose wording
 * the spec follows): { "name": ["The name field is required."], "plan": ["The selected plan is invalid."] }.
 * Keys are the request's own field names (dotted for nested ones: "billing.email", "variants.1.template";
 * "body" for the body as a whole).
 */
export const FieldErrors = Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) })

/**
 * Validation failure: `errors` holds every refused field at once, and `message` (the spec's) is the first
 * of them, prefixed with its field ("portal_limit: The portal limit must be an integer.") unless its words
 * name it ("The name field is required.").
 */
export class Unprocessable extends Schema.TaggedError<Unprocessable>()(
  "Unprocessable",
  { ...envelope, errors: FieldErrors },
  HttpApiSchema.annotations({ status: 422 })
) {
  /**
   * A rule's refusal of a field (or of several together, such as a password and its confirmation):
   * `message` as given, `errors` with its text under each field (a "field: " prefix left off).
   */
  static field(field: string | ReadonlyArray<string>, message: string): Unprocessable {
    return Unprocessable.perField(Object.fromEntries((typeof field === "string" ? [field] : field).map((name) => [name, message])))
  }

  /** Several fields refused at once, each with its message; `message` is the first of them. */
  static perField(messages: Readonly<Record<string, string>>): Unprocessable {
    const entries = Object.entries(messages)
    return new Unprocessable({
      message: entries[0]?.[1] ?? "The given data was invalid.",
      errors: Object.fromEntries(entries.map(([field, message]) => [field, [message.replace(/^[a-z_][a-z0-9_.]*: /, "")]]))
    })
  }
}

export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  envelope,
  HttpApiSchema.annotations({ status: 429 })
) {}

export class ServerError extends Schema.TaggedError<ServerError>()("ServerError", envelope, HttpApiSchema.annotations({ status: 500 })) {}

/** A service the operation depends on (the CRM) is busy; nothing was done and the call may be repeated. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  envelope,
  HttpApiSchema.annotations({ status: 503 })
) {}

/** Application codes that travel in status_code. */
export const StatusCode = {
  /** CRM refresh token missing or invalid: the portal must be reconnected. */
  CrmReconnect: 40001,
  /** The CRM grant lacks a scope the operation needs (HubDB). */
  CrmPermissions: 40010,
  /** HubSpot's rate limit held after the server waited for it: nothing was done; try again shortly. */
  CrmBusy: 40029
} as const

export const CRM_BUSY_MESSAGE = "HubSpot is busy. Please try again in a few seconds."

export const CRM_BAD_REFRESH_TOKEN_MESSAGE = "missing or invalid refresh token"
