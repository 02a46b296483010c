// A table's state in the address: `page`, `sort` ("column.direction") and `q` (the keyword), each under the
// table's prefix when several tables share one address (`users_page=2&users_sort=email.desc&users_q=acme`).
// A value that does not decode is dropped, so a hand-edited address shows the default instead of an error page.
import { Option, Schema } from "effect"

import type { ListSort, SortDirection } from "./sort.ts"

/** The address keys of one table; prefix "" for a page's own table. */
export const listSearchKeys = (prefix: string) => {
  const key = (name: string) => (prefix === "" ? name : `${prefix}_${name}`)
  return { page: key("page"), sort: key("sort"), keyword: key("q") }
}

/** A page number from 1; the router reads `page=2` as the number 2, a hand-typed `"2"` is accepted too. */
export const PageParam = Schema.Union(Schema.Int, Schema.NumberFromString.pipe(Schema.int())).pipe(Schema.greaterThanOrEqualTo(1))

/** "column.asc" or "column.desc"; whether the column is sortable is the table's to say (see readListSearch). */
const SortParam = Schema.String.pipe(Schema.pattern(/^[a-z][a-z0-9_]*\.(asc|desc)$/))

/** A keyword; a number typed in the search box reaches the address as one. */
const KeywordParam = Schema.Union(Schema.String, Schema.Number.pipe(Schema.finite())).pipe(
  Schema.transform(Schema.String, { strict: true, decode: (value) => String(value).trim(), encode: (value) => value }),
  Schema.filter((value) => value !== "")
)

/** Decodes one address value, undefined when it is absent or does not decode. */
export const decodeParam =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (value: unknown): A | undefined =>
    value === undefined ? undefined : Option.getOrUndefined(Schema.decodeUnknownOption(schema)(value))

/** What the router's search holds: each field decoded, or absent. */
type LenientSearch<F extends Record<string, Schema.Schema.Any>> = { readonly [K in keyof F]?: Schema.Schema.Type<F[K]> | undefined }

/**
 * The router's validator for these fields: each present value decoded by its Schema, or undefined when it does
 * not decode (never an error). A plain function rather than a Standard Schema: it loads with the route tree, in
 * every visitor's first JavaScript, and needs nothing of Schema beyond decoding.
 */
export const lenientSearch =
  <F extends Record<string, Schema.Schema.Any>>(fields: F) =>
  (raw: Readonly<Record<string, unknown>>): LenientSearch<F> => {
    const search: Record<string, unknown> = {}
    for (const [key, schema] of Object.entries(fields)) {
      if (key in raw) search[key] = decodeParam(schema as Schema.Schema<unknown, unknown>)(raw[key])
    }
    return search as LenientSearch<F>
  }

/** The fields of one table: its page, sort and keyword under its prefix. */
export const listSearchFields = <P extends string>(prefix: P) => {
  const keys = listSearchKeys(prefix)
  return { [keys.page]: PageParam, [keys.sort]: SortParam, [keys.keyword]: KeywordParam } as {
    readonly [K in P extends "" ? "page" | "sort" | "q" : `${P}_page` | `${P}_sort` | `${P}_q`]: K extends `${string}page`
      ? typeof PageParam
      : K extends `${string}sort`
        ? typeof SortParam
        : typeof KeywordParam
  }
}

interface ListSearchState<C extends string> {
  readonly page: number
  readonly sort: ListSort<C>
  readonly keyword: string
}

export const sortText = (sort: ListSort<string>): string => `${sort.column}.${sort.direction}`

/** The table's state in `search`: each value absent, invalid or naming an unsortable column gives the default. */
export function readListSearch<C extends string>(
  search: Readonly<Record<string, unknown>>,
  prefix: string,
  sortColumns: ReadonlyArray<C>,
  defaultSort: ListSort<C>
): ListSearchState<C> {
  const keys = listSearchKeys(prefix)
  const [column, direction] = (decodeParam(SortParam)(search[keys.sort]) ?? "").split(".")
  const sortable = sortColumns.find((candidate) => candidate === column)
  return {
    page: decodeParam(PageParam)(search[keys.page]) ?? 1,
    sort: sortable === undefined ? defaultSort : { column: sortable, direction: direction as SortDirection },
    keyword: decodeParam(KeywordParam)(search[keys.keyword]) ?? ""
  }
}
