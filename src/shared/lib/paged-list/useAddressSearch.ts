// The current address's search values and one way to change some of them, keeping the rest: tables write their
// state there so that Back, a reload or a shared link shows the same page, order and search.
import { useNavigate, useSearch } from "@tanstack/react-router"
import { useCallback } from "react"

/** The values to set; undefined removes the key (a default needs no place in the address). */
export type SearchPatch = Readonly<Record<string, unknown>>

interface WriteOptions {
  /** A new history entry (Back returns to the state before); otherwise the current entry changes. */
  readonly push?: boolean
}

interface AddressSearch {
  readonly search: Readonly<Record<string, unknown>>
  readonly write: (patch: SearchPatch, options?: WriteOptions) => void
}

const patchSearch = (previous: Readonly<Record<string, unknown>>, patch: SearchPatch): Record<string, unknown> => {
  const next: Record<string, unknown> = { ...previous }
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key]
    else next[key] = value
  }
  return next
}

export function useAddressSearch(): AddressSearch {
  const search = useSearch({ strict: false }) as Readonly<Record<string, unknown>>
  const navigate = useNavigate()
  const write = useCallback(
    (patch: SearchPatch, options: WriteOptions = {}) =>
      void navigate({
        to: ".",
        // The search of every route on the way; their own validation drops what it does not know.
        search: ((previous: Readonly<Record<string, unknown>>) => patchSearch(previous, patch)) as never,
        replace: options.push !== true,
        // The table changes, not the page: the reader stays where they are.
        resetScroll: false
      }),
    [navigate]
  )
  return { search, write }
}
