// /admin/tasks: every agency's requests for support staff, filtered by status, agency, portal and
// "Assigned to me"; the filters' agencies and portals are the ones that have requests.
import { useState } from "react"

import { listSupportTasks, readSupportFacets, StatusFilter, TaskTable } from "@/entities/task"
import { queryKey, TASK_PAGE_SIZE, type TaskStatus, useApiQuery } from "@/shared/api"
import { usePagedList } from "@/shared/lib/paged-list"
import { Checkbox } from "@/shared/ui/checkbox"
import { SelectField } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import styles from "./SupportTasksPage.module.css"

type SortColumn = "created_at" | "updated_at" | "due_date" | "priority" | "status" | "title"
const SORT_COLUMNS: ReadonlyArray<SortColumn> = ["updated_at", "due_date", "priority", "status", "title"]
const ALL = "all"

export function SupportTasksPage() {
  const [status, setStatus] = useState<TaskStatus | undefined>(undefined)
  const [agency, setAgency] = useState<string>(ALL)
  const [portal, setPortal] = useState<string>(ALL)
  const [mine, setMine] = useState(false)
  const facets = useApiQuery(queryKey("tasks", "facets"), readSupportFacets())
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
    load: listSupportTasks
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
        <SelectField
          label="Agency"
          items={agencyItems}
          selectedKey={agency}
          onSelectionChange={(key) => {
            setAgency(key)
            setPortal(ALL)
          }}
        />
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
