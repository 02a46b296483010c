// /admin/tasks: every agency's requests for support staff, filtered by status, agency, portal and
// "Assigned to me"; the filters' agencies and portals are the ones that have requests. Page, sort, keyword and
// filters live in the address (page, sort, q, status, agency, portal, mine; the route validates them), so Back
// from a request shows the same list.
import { Schema } from "effect"

import { listSupportTasks, StatusFilter, taskQueries, TaskTable } from "@/entities/task"
import { TASK_PAGE_SIZE, type TaskStatus, useApiQuery } from "@/shared/api"
import { decodeParam, useAddressSearch, useListFilter, usePagedList } from "@/shared/lib/paged-list"
import { Checkbox } from "@/shared/ui/checkbox"
import { SelectField } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import styles from "./SupportTasksPage.module.css"

type SortColumn = "created_at" | "updated_at" | "due_date" | "priority" | "status" | "title"
const SORT_COLUMNS: ReadonlyArray<SortColumn> = ["updated_at", "due_date", "priority", "status", "title"]
/** The contract's task statuses, as the status filter reads them from the address. */
const StatusParam: Schema.Schema<TaskStatus> = Schema.Literal("new", "in_progress", "waiting_on_customer", "done", "cancelled")
const ALL = "all"
const readId = decodeParam(Schema.Int.pipe(Schema.positive()))

export function SupportTasksPage() {
  const { search, write } = useAddressSearch()
  const { value: status, set: setStatus } = useListFilter("status", StatusParam)
  const agencyId = readId(search["agency"])
  const portalId = readId(search["portal"])
  const agency = agencyId === undefined ? ALL : String(agencyId)
  const portal = portalId === undefined ? ALL : String(portalId)
  const mine = search["mine"] === true
  // Each filter starts the list again at page 1; another agency also clears the portal, which may not be its.
  const setAgency = (key: string) => write({ agency: key === ALL ? undefined : Number(key), portal: undefined, page: undefined })
  const setPortal = (key: string) => write({ portal: key === ALL ? undefined : Number(key), page: undefined })
  const setMine = (next: boolean) => write({ mine: next ? true : undefined, page: undefined })
  const facets = useApiQuery(taskQueries.facets())
  const filters = {
    ...(status === undefined ? {} : { status }),
    ...(agency === ALL ? {} : { agency_id: Number(agency) }),
    ...(portal === ALL ? {} : { portal_id: Number(portal) }),
    ...(mine ? { assignee: "me" as const } : {})
  }
  const list = usePagedList({
    entity: "tasks",
    scope: "support",
    pageSize: TASK_PAGE_SIZE,
    defaultSort: { column: "created_at" as SortColumn, direction: "desc" },
    sortColumns: SORT_COLUMNS,
    filters,
    load: listSupportTasks,
    // A page change is a step of its own, as a page link would be: Back returns to the page before.
    pushPages: true
  })
  const known = facets.status === "success" ? facets.data : { agencies: [], portals: [] }
  const agencyItems = [{ id: ALL, label: "All agencies" }, ...known.agencies.map((item) => ({ id: String(item.id), label: item.name }))]
  const portalItems = [
    { id: ALL, label: "All portals" },
    ...known.portals
      .filter((item) => agency === ALL || String(item.agency_id) === agency)
      .map((item) => ({ id: String(item.id), label: item.name }))
  ]

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Task requests (Support)</h1>
      <StatusFilter value={status} onChange={setStatus} />
      <div className={styles.filters} role="group" aria-label="Filters">
        <SelectField label="Agency" items={agencyItems} selectedKey={agency} onSelectionChange={setAgency} />
        <SelectField label="Portal" items={portalItems} selectedKey={portal} onSelectionChange={setPortal} />
        <TextField label="Search requests" type="search" value={list.keyword} onChange={list.setKeyword} />
        <Checkbox isSelected={mine} onChange={setMine}>
          Assigned to me
        </Checkbox>
      </div>
      <TaskTable
        result={list.result}
        page={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSort={list.toggleSort}
        hrefOf={(task) => `/admin/tasks/${task.id}`}
        emptyText="No requests match these filters."
        forSupport
      />
    </main>
  )
}
