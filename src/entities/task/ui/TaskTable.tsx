// A paged table of requests: title (a link to the request), status, priority, portal, updated and
// comment count; support also sees the agency and the assignee. A dot marks support changes the
// requester has not opened yet.
import type { ReactNode } from "react"
import { Link } from "react-aria-components"

import { type Task, TASK_PRIORITY_LABELS } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { type PagedResult, PagedTable, type TableColumn, type TableSort } from "@/shared/ui/table"

import styles from "./Task.module.css"
import { TaskStatusBadge } from "./TaskStatusBadge.tsx"

export interface TaskTableProps {
  result: PagedResult<Task>
  page: number
  onPageChange: (page: number) => void
  sort: TableSort
  onSort: (column: string) => void
  hrefOf: (task: Task) => string
  emptyText: string
  /** The support view: agency and assignee columns, no unread marks. */
  forSupport?: boolean
}

const requesterColumns: ReadonlyArray<TableColumn> = [
  { id: "title", name: "Request", isRowHeader: true, allowsSorting: true },
  { id: "status", name: "Status", allowsSorting: true },
  { id: "priority", name: "Priority", allowsSorting: true },
  { id: "portal", name: "Portal" },
  { id: "due_date", name: "Due", allowsSorting: true },
  { id: "updated_at", name: "Updated", allowsSorting: true },
  { id: "comments", name: "Comments" }
]

const supportColumns: ReadonlyArray<TableColumn> = [
  ...requesterColumns.slice(0, 3),
  { id: "agency", name: "Agency" },
  ...requesterColumns.slice(3, 6),
  { id: "assignee", name: "Assignee" }
]

export function TaskTable({ result, page, onPageChange, sort, onSort, hrefOf, emptyText, forSupport = false }: TaskTableProps) {
  const renderCell = (task: Task, column: string): ReactNode => {
    switch (column) {
      case "title":
        return (
          <Link href={hrefOf(task)}>
            {task.title}
            {!forSupport && task.unread ? (
              <span className={styles.badge} data-status="new">
                {" "}
                Updated
              </span>
            ) : null}
          </Link>
        )
      case "status":
        return <TaskStatusBadge status={task.status} />
      case "priority":
        return TASK_PRIORITY_LABELS[task.priority]
      case "agency":
        return task.agency.name
      case "portal":
        return task.portal?.name ?? "---"
      case "due_date":
        return task.due_date ?? "---"
      case "updated_at":
        return formatDate(task.updated_at, "detailed")
      case "comments":
        return task.comments_count
      case "assignee":
        return task.assignee?.name ?? "Unassigned"
      default:
        return null
    }
  }
  return (
    <PagedTable
      aria-label="Requests"
      columns={forSupport ? supportColumns : requesterColumns}
      result={result}
      errorTitle="Requests could not be loaded."
      getRowId={(task) => task.id}
      renderCell={renderCell}
      sort={sort}
      onSort={onSort}
      emptyText={emptyText}
      page={page}
      onPageChange={onPageChange}
    />
  )
}
