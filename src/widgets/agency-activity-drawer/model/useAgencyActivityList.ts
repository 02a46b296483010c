// The activity table's query: its page from usePagedList and the filters (kind of event, portal, first and last
// day), all in the address so Back, a reload or a shared link shows the same list. A filter change starts at page 1.
import { Schema } from "effect"

import { AGENCY_ACTIVITY_PAGE_SIZE } from "@/shared/api"
import { type PagedList, useListFilter, usePagedList } from "@/shared/lib/paged-list"

import { type ActivityFilters, type ActivityPage, listAgencyActivity } from "../api/agencyActivity.ts"
import { ACTIVITY_FILTER_KEYS, ACTIVITY_SEARCH_PREFIX, EVENT_KINDS, type EventKind } from "../config/activity.ts"

const KindParam = Schema.Literal(...EVENT_KINDS.map((kind) => kind.id))
const IdParam = Schema.Int.pipe(Schema.positive())
const DayParam = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/))

export interface AgencyActivityList extends PagedList<ActivityPage, "created_at"> {
  readonly filters: ActivityFilters
  readonly kind: EventKind | null
  readonly setKind: (kind: EventKind | null) => void
  readonly portalId: number | null
  readonly setPortalId: (portalId: number | null) => void
  readonly from: string
  readonly setFrom: (day: string) => void
  readonly to: string
  readonly setTo: (day: string) => void
}

export function useAgencyActivityList(agencyId: number): AgencyActivityList {
  const kind = useListFilter(ACTIVITY_FILTER_KEYS.kind, KindParam, ACTIVITY_SEARCH_PREFIX)
  const portal = useListFilter(ACTIVITY_FILTER_KEYS.portal, IdParam, ACTIVITY_SEARCH_PREFIX)
  const from = useListFilter(ACTIVITY_FILTER_KEYS.from, DayParam, ACTIVITY_SEARCH_PREFIX)
  const to = useListFilter(ACTIVITY_FILTER_KEYS.to, DayParam, ACTIVITY_SEARCH_PREFIX)
  const filters: ActivityFilters = {
    ...(kind.value === undefined ? {} : { event: kind.value }),
    ...(portal.value === undefined ? {} : { portal_id: portal.value }),
    ...(from.value === undefined ? {} : { from: from.value }),
    ...(to.value === undefined ? {} : { to: to.value })
  }
  const list = usePagedList({
    entity: "logs",
    scope: `agency-${agencyId}`,
    pageSize: AGENCY_ACTIVITY_PAGE_SIZE,
    // Newest first, always: the endpoint has one order.
    defaultSort: { column: "created_at", direction: "desc" },
    sortColumns: [],
    filters,
    load: (query) => listAgencyActivity(agencyId, query),
    searchPrefix: ACTIVITY_SEARCH_PREFIX
  })
  return {
    ...list,
    filters,
    kind: kind.value ?? null,
    setKind: (next) => kind.set(next ?? undefined),
    portalId: portal.value ?? null,
    setPortalId: (next) => portal.set(next ?? undefined),
    from: from.value ?? "",
    setFrom: (day) => from.set(day === "" ? undefined : day),
    to: to.value ?? "",
    setTo: (day) => to.set(day === "" ? undefined : day)
  }
}
