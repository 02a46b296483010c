// Response wrappers shared by every group: results under `data`, list paging in `meta`.
import { Schema } from "effect"

export const Data = <S extends Schema.Schema.Any>(data: S) => Schema.Struct({ data })

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

/** Query-string integers arrive as text. */
export const IntFromString = Schema.NumberFromString.pipe(Schema.int())
export const PositiveIntFromString = IntFromString.pipe(Schema.positive())

export const SortDirection = Schema.Literal("asc", "desc")

export const ListParams = {
  page: Schema.optional(PositiveIntFromString),
  limit: Schema.optional(PositiveIntFromString.pipe(Schema.lessThanOrEqualTo(1000))),
  keyword: Schema.optional(Schema.String),
  sort_by: Schema.optional(Schema.String),
  sort_direction: Schema.optional(SortDirection)
}

export const IdPath = Schema.Struct({ id: PositiveIntFromString })

/** Dates travel as ISO-8601 text. */
export const Timestamp = Schema.String

/** The longest address a URL field takes. */
export const URL_MAX_LENGTH = 2048

/**
 * Whether text is an absolute http: or https: address without user name or password, of at most
 * URL_MAX_LENGTH characters: the only kind of address stored and later put into a link or image.
 */
export const isHttpUrl = (text: string): boolean => {
  if (text.length > URL_MAX_LENGTH || !URL.canParse(text)) return false
  const url = new URL(text)
  return (url.protocol === "http:" || url.protocol === "https:") && url.username === "" && url.password === "" && url.hostname !== ""
}

/** A URL field (trimmed): refused with "The <field> must be a valid http or https address." otherwise. */
export const HttpUrl = (field: string, message = `The ${field} must be a valid http or https address.`) =>
  Schema.Trim.pipe(Schema.filter((text) => isHttpUrl(text) || message))
