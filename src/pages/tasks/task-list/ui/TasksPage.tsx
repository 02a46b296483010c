// /tasks: the agency's task requests with status chips, the open count against the limit and
// 'Submit a Request' (hidden once the limit is reached, with the server's wording instead). Page, sort,
// keyword and status live in the address (page, sort, q, status; the route validates them), so Back from a
// request shows the same list.
import { Schema } from "effect"
import { Link } from "react-aria-components"

import { listTasks, StatusFilter, TaskTable } from "@/entities/task"
import { TASK_PAGE_SIZE, type TaskQuota, type TaskStatus } from "@/shared/api"
import { useListFilter, usePagedList } from "@/shared/lib/paged-list"
import { Alert } from "@/shared/ui/alert"
import { buttonClassName } from "@/shared/ui/button"
import { TextField } from "@/shared/ui/text-field"

import styles from "./TasksPage.module.css"

type SortColumn = "created_at" | "updated_at" | "due_date" | "priority" | "status" | "title"
const SORT_COLUMNS: ReadonlyArray<SortColumn> = ["updated_at", "due_date", "priority", "status", "title"]
/** The contract's task statuses, as the status filter reads them from the address. */
const StatusParam: Schema.Schema<TaskStatus> = Schema.Literal("new", "in_progress", "waiting_on_customer", "done", "cancelled")

export const NO_REQUESTS = "No requests yet."
export const SUBMIT_LABEL = "Submit a Request"

export const quotaText = (quota: TaskQuota) => `${quota.open} of ${quota.limit} open ${quota.limit === 1 ? "request" : "requests"}`
export const limitText = (quota: TaskQuota) =>
  quota.limit <= 0
    ? "Task requests are not enabled for your agency."
    : `Your agency can have at most ${quota.limit} open ${quota.limit === 1 ? "request" : "requests"}. Close one or ask us to raise the limit.`

function SubmitLink() {
  return (
    <Link href="/tasks/submit-request" className={buttonClassName("primary")}>
      {SUBMIT_LABEL}
    </Link>
  )
}

export function TasksPage() {
  const { value: status, set: setStatus } = useListFilter("status", StatusParam)
  const list = usePagedList({
    entity: "tasks",
    pageSize: TASK_PAGE_SIZE,
    defaultSort: { column: "created_at" as SortColumn, direction: "desc" },
    sortColumns: SORT_COLUMNS,
    filters: status === undefined ? {} : { status },
    load: listTasks,
    // A page change is a step of its own, as a page link would be: Back returns to the page before.
    pushPages: true
  })
  const data = list.result.status === "success" ? list.result.data : null
  const quota = data?.quota ?? null
  const atLimit = quota !== null && quota.open >= quota.limit
  const nothingYet = data !== null && data.total === 0 && status === undefined && list.keyword.trim() === ""

  return (
    <main className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Task requests</h1>
          {quota === null ? null : <p className={styles.quota}>{quotaText(quota)}</p>}
        </div>
        {quota !== null && !atLimit && !nothingYet ? <SubmitLink /> : null}
      </div>
      {quota !== null && atLimit ? <Alert type="warning">{limitText(quota)}</Alert> : null}
      {nothingYet ? (
        <div className={styles.empty}>
          <p>{NO_REQUESTS}</p>
          {atLimit ? null : <SubmitLink />}
        </div>
      ) : (
        <>
          <StatusFilter value={status} onChange={setStatus} />
          <TextField label="Search requests" type="search" value={list.keyword} onChange={list.setKeyword} />
          <TaskTable
            result={list.result}
            page={list.page}
            onPageChange={list.setPage}
            sort={list.sort}
            onSort={list.toggleSort}
            hrefOf={(task) => `/tasks/${task.id}`}
            emptyText="No requests match this filter."
          />
        </>
      )}
    </main>
  )
}
