// The agencies offered while typing in an agency field: the server's answer for the settled keyword
// (1 s debounce), narrowed at once by what is typed meanwhile.
import { agencyKeys } from "@/entities/agency"
import type { Agency, QueryResult } from "@/shared/api"
import { apiQueryOptions, useApiQuery } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"

import { searchAgencies } from "../api/agencies.ts"

export interface AgencyOptions {
  readonly result: QueryResult<ReadonlyArray<Agency>>
  readonly items: ReadonlyArray<Agency>
}

export function useAgencyOptions(typed: string, limit: number): AgencyOptions {
  const keyword = useDebouncedValue(typed.trim())
  const result = useApiQuery(apiQueryOptions(agencyKeys.search(limit, keyword), searchAgencies(keyword, limit)))
  const needle = typed.trim().toLowerCase()
  const loaded = result.status === "success" ? result.data : []
  const items = needle === "" ? loaded : loaded.filter((agency) => agency.name.toLowerCase().includes(needle))
  return { result, items }
}
