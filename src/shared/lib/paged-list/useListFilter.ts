// One extra filter of a table kept in the address (a role, a status): absent or invalid reads as no filter.
// Setting it starts the table again at page 1, in the same address change.
import type { Schema } from "effect"

import { decodeParam, listSearchKeys } from "./listSearch.ts"
import { useAddressSearch } from "./useAddressSearch.ts"

interface ListFilter<A> {
  readonly value: A | undefined
  /** undefined clears the filter. */
  readonly set: (value: A | undefined) => void
}

/** `key`: the filter's own address key; `prefix`: the table's (see usePagedList's searchPrefix). */
export function useListFilter<A, I>(key: string, schema: Schema.Schema<A, I>, prefix = ""): ListFilter<A> {
  const { search, write } = useAddressSearch()
  const value = decodeParam(schema)(search[key])
  const set = (next: A | undefined) => write({ [key]: next, [listSearchKeys(prefix).page]: undefined })
  return { value, set }
}
