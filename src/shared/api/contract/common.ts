// Response wrappers shared by every group: results under `data`, list paging in `meta`.
import { Schema } from "effect"

import { requiredMessage } from "./field-errors.ts"

export const Data = <S extends Schema.Schema.Any>(data: S) => Schema.Struct({ data })

/**
 * An email address as every endpoint and form accepts it: one a mail transport takes (letters, digits and
 * . _ % + ' - before the @; a dotted host name after it). A looser rule let through text such as
 * "a@->.,?h" that the invitation mail then refused, inside the transaction (a 500).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

/** "The admin email must be a valid email address." for admin_email. */
export const invalidEmailMessage = (field = "email"): string => `The ${field.replace(/_/g, " ")} must be a valid email address.`

/** The email rule as a schema filter, worded for its field: a blank one is missing ("required"), not malformed. */
export const emailPattern =
  (field = "email") =>
  <S extends Schema.Schema.Any>(
    self: S & Schema.Schema<string, Schema.Schema.Encoded<S>, Schema.Schema.Context<S>>
  ): Schema.filter<Schema.filter<S>> =>
    // Two filters, not one predicate: the pattern keeps its place in the OpenAPI document and Schema's Arbitrary
    // (the contract fuzz) builds addresses from it instead of searching random text for one.
    Schema.pattern<Schema.filter<S>>(EMAIL_PATTERN, { message: () => invalidEmailMessage(field) })(
      Schema.filter<S>((value) => value !== "" || requiredMessage(field))(self)
    )

export const Pagination = Schema.Struct({
  total: Schema.Number,
  count: Schema.Number,
  per_page: Schema.Number,
  current_page: Schema.Number,
  total_pages: Schema.Number
})
export type Pagination = typeof Pagination.Type

/** Lists paged by meta.pagination.total_pages (agencies, users, portals). */
export const PagedList = <S extends Schema.Schema.Any>(item: S) =>
  Schema.Struct({ data: Schema.Array(item), meta: Schema.Struct({ pagination: Pagination }) })

/** Lists paged by last_page (plans, credits, logs). */
export const LastPageList = <S extends Schema.Schema.Any>(item: S) =>
  Schema.Struct({
    data: Schema.Array(item),
    current_page: Schema.Number,
    last_page: Schema.Number,
    per_page: Schema.Number,
    total: Schema.Number
  })

export const Message = Schema.Struct({ message: Schema.String })

// ---- Bounded, well-formed input (OWASP ASVS 5.1). Every request string, id and number of the
// contract is bounded here; the server stores only what passed, so responses never exceed them.

/** Largest value of a PostgreSQL integer (int4) column: every id and counter the server stores. */
export const MAX_INT32 = 2147483647
export const MIN_INT32 = -2147483648

/** Named sizes for request text. */
export const TextSize = {
  /** Names, titles, labels. */
  name: 255,
  /** Email addresses (RFC 5321 path limit). */
  email: 254,
  /** Short codes: sort keys, states, slugs, currency and status codes. */
  code: 64,
  /** Free text: descriptions, notes, comments. */
  long: 10_000
} as const

export const BAD_TEXT_MESSAGE = "The text must not contain NUL characters or unpaired UTF-16 surrogates."
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why the text cannot be stored (PostgreSQL refuses NUL and invalid UTF-8), or undefined when it can. */
export const badTextReason = (text: string): string | undefined => {
  if (text.includes("\u0000")) return "The text must not contain NUL characters."
  if (LONE_SURROGATE.test(text)) return "The text must not contain unpaired UTF-16 surrogates."
  return undefined
}

/** Request text: no NUL, no lone surrogates, at most `max` characters. */
export const Text = (max: number) =>
  Schema.String.pipe(
    Schema.filter((text: string): string | undefined => badTextReason(text)),
    // No message of its own: the 422 and the forms word it for the field ("The name may not be greater than 255 characters.").
    Schema.maxLength(max)
  )

/**
 * Trimmed request text of at most `max` characters, refused with `tooLong` otherwise. The limit is also
 * checked on the raw text, before trimming: OpenAPI shows a transformation's encoded side, where
 * Schema.Trim alone reads as unbounded text. Raw text over the limit gets the same message as trimmed text over it.
 */
export const TrimmedText = (max: number, tooLong: string) =>
  Schema.compose(Schema.String.pipe(Schema.maxLength(max, { message: () => tooLong })), Schema.Trim).pipe(
    Schema.maxLength(max, { message: () => tooLong })
  )

/** A row id in a body: a positive int32. */
export const Id = Schema.Number.pipe(
  Schema.int({ message: () => "The id must be an integer." }),
  Schema.positive({ message: () => "The id must be positive." }),
  Schema.lessThanOrEqualTo(MAX_INT32, { message: () => `The id may not be greater than ${MAX_INT32}.` })
)

/** A HubSpot account id: stored as bigint; bounded to what a JSON number holds exactly. */
export const HubId = Schema.Number.pipe(
  Schema.int({ message: () => "The hub id must be an integer." }),
  Schema.positive({ message: () => "The hub id must be positive." }),
  Schema.lessThanOrEqualTo(Number.MAX_SAFE_INTEGER, { message: () => `The hub id may not be greater than ${Number.MAX_SAFE_INTEGER}.` })
)

/**
 * Query-string and path integers arrive as text: decimal digits only, so that " 1 ", "1.0", "1e0" or "0x1"
 * never stand for row 1 (Schema.NumberFromString alone reads all of them as numbers).
 */
export const IntFromString = Schema.String.pipe(
  Schema.maxLength(21, { message: () => "The value must be a whole number written in digits." }),
  Schema.pattern(/^-?[0-9]{1,20}$/, { message: () => "The value must be a whole number written in digits." }),
  Schema.compose(Schema.NumberFromString),
  Schema.int(),
  Schema.between(MIN_INT32, MAX_INT32, { message: () => `The value must be between ${MIN_INT32} and ${MAX_INT32}.` })
)
export const PositiveIntFromString = IntFromString.pipe(Schema.positive())

export const SortDirection = Schema.Literal("asc", "desc")

export const ListParams = {
  page: Schema.optional(PositiveIntFromString),
  limit: Schema.optional(PositiveIntFromString.pipe(Schema.lessThanOrEqualTo(1000))),
  keyword: Schema.optional(Text(TextSize.name)),
  sort_by: Schema.optional(Text(TextSize.code)),
  sort_direction: Schema.optional(SortDirection)
}

export const IdPath = Schema.Struct({ id: PositiveIntFromString })

/** Dates travel as ISO-8601 text. */
export const Timestamp = Schema.String

/**
 * The longest cover (agency logo) text: a data URL of a 1 MB image is about 1.4 million characters;
 * the server checks the image itself (server/domain/account/cover.ts).
 */
export const COVER_MAX_LENGTH = 2_000_000
/** The largest cover image, checked by the SPA before upload and by the server. */
export const COVER_MAX_BYTES = 1024 * 1024
export const COVER_TYPE_INVALID = "The cover must be an image address or a PNG, JPEG, GIF or WebP image."
export const COVER_TOO_LARGE = "The cover may not be greater than 1024 kilobytes."

/** The longest address a URL field takes. */
export const URL_MAX_LENGTH = 2048

/**
 * Whether text is an absolute http: or https: address without user name or password, of at most
 * URL_MAX_LENGTH characters: the only kind of address stored and later put into a link or image.
 */
/** Valid addresses for Schema's Arbitrary: random text almost never parses as a URL, so filtering it would not end. */
export const httpUrlArbitrary = () => (fc: typeof import("effect").FastCheck) => fc.webUrl({ validSchemes: ["http", "https"] })

export const isHttpUrl = (text: string): boolean => {
  if (text.length > URL_MAX_LENGTH || !URL.canParse(text)) return false
  const url = new URL(text)
  return (url.protocol === "http:" || url.protocol === "https:") && url.username === "" && url.password === "" && url.hostname !== ""
}

/** A URL field (trimmed): refused with "The <field> must be a valid http or https address." otherwise. */
export const HttpUrl = (field: string, message = `The ${field} must be a valid http or https address.`) =>
  TrimmedText(URL_MAX_LENGTH, message).pipe(Schema.filter((text) => isHttpUrl(text) || message, { arbitrary: httpUrlArbitrary }))

/**
 * A body that also takes the spec's name for a field the API names otherwise (`aliases`: spec name → API
 * name, an optional field): the spec's key is read when the API's is absent, and the API's wins when both
 * are sent. Each key is checked under its own name, so a 422 names the key that was sent. The document
 * lists both keys; handlers and the SPA see (and send) only the API's.
 */
export const withAliases = <Fields extends Schema.Struct.Fields, const Aliases extends Readonly<Record<string, keyof Fields & string>>>(
  fields: Fields,
  aliases: Aliases
) => {
  const spelled = Object.fromEntries(Object.entries(aliases).map(([alias, field]) => [alias, fields[field]!]))
  const wire = Schema.Struct({ ...fields, ...spelled }) as unknown as Schema.Schema<Record<string, unknown>, Record<string, unknown>>
  const api = Schema.typeSchema(Schema.Struct(fields)) as unknown as Schema.Schema<Record<string, unknown>>
  return Schema.transform(wire, api, {
    strict: true,
    decode: (input) => {
      const out: Record<string, unknown> = { ...input }
      for (const [alias, field] of Object.entries(aliases)) {
        if (out[field] === undefined && alias in out) out[field] = out[alias]
        delete out[alias]
      }
      return out
    },
    encode: (value) => value
  }) as unknown as Schema.Schema<Schema.Struct.Type<Fields>, Schema.Struct.Encoded<Fields> & { readonly [K in keyof Aliases]?: unknown }>
}
