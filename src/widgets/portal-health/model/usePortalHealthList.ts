// The health table's query: page, debounced keyword and sort (most attention first) from usePagedList, and the
// "Needs attention", plan and (super admin) agency filters, all in the address. A filter change starts at page 1.
import { Schema } from "effect"

import { listPortalHealth, PORTAL_HEALTH_SCOPE, type PortalHealthListParams, type PortalHealthPage } from "@/entities/portal-health"
import type { PortalPlan } from "@/shared/api"
import { type ListSort, type PagedList, useListFilter, usePagedList } from "@/shared/lib/paged-list"

import { HEALTH_FILTER_KEYS, HEALTH_SEARCH_PREFIX, PORTAL_HEALTH_PAGE_SIZE } from "../config/paging.ts"

type HealthSortColumn = NonNullable<PortalHealthListParams["sort_by"]>

/** The sortable headers; each is a sort_by the endpoint accepts. */
const HEALTH_SORT_COLUMNS: ReadonlyArray<HealthSortColumn> = ["attention", "name", "last_change"]

/** The endpoint's own default: most reasons first, then name. */
const DEFAULT_HEALTH_SORT: ListSort<HealthSortColumn> = { column: "attention", direction: "desc" }

const AttentionParam = Schema.Literal("yes")
const PlanParam: Schema.Schema<PortalPlan> = Schema.Literal("free", "core", "stack", "pro")
const AgencyParam = Schema.Int.pipe(Schema.positive())

export interface PortalHealthList extends PagedList<PortalHealthPage, HealthSortColumn> {
  readonly needsAttention: boolean
  readonly setNeedsAttention: (on: boolean) => void
  readonly plan: PortalPlan | null
  readonly setPlan: (plan: PortalPlan | null) => void
  readonly agencyId: number | null
  readonly setAgencyId: (agencyId: number | null) => void
}

/** `byAgency`: the caller may filter by agency (super admins); for anyone else an agency in the address is ignored. */
export function usePortalHealthList(byAgency: boolean): PortalHealthList {
  const attention = useListFilter(HEALTH_FILTER_KEYS.attention, AttentionParam, HEALTH_SEARCH_PREFIX)
  const plan = useListFilter(HEALTH_FILTER_KEYS.plan, PlanParam, HEALTH_SEARCH_PREFIX)
  const agency = useListFilter(HEALTH_FILTER_KEYS.agency, AgencyParam, HEALTH_SEARCH_PREFIX)
  const agencyId = byAgency ? (agency.value ?? null) : null
  const filters: Pick<PortalHealthListParams, "attention" | "plan" | "agency_id"> = {
    ...(attention.value === undefined ? {} : { attention: attention.value }),
    ...(plan.value === undefined ? {} : { plan: plan.value }),
    ...(agencyId === null ? {} : { agency_id: agencyId })
  }
  const list = usePagedList({
    entity: "portals",
    scope: PORTAL_HEALTH_SCOPE,
    pageSize: PORTAL_HEALTH_PAGE_SIZE,
    defaultSort: DEFAULT_HEALTH_SORT,
    sortColumns: HEALTH_SORT_COLUMNS,
    filters,
    load: listPortalHealth,
    searchPrefix: HEALTH_SEARCH_PREFIX,
    // The screen's own table: another page is a step Back returns from.
    pushPages: true
  })
  return {
    ...list,
    needsAttention: attention.value === "yes",
    setNeedsAttention: (on) => attention.set(on ? "yes" : undefined),
    plan: plan.value ?? null,
    setPlan: (next) => plan.set(next ?? undefined),
    agencyId,
    setAgencyId: (next) => agency.set(next ?? undefined)
  }
}
