// /rollouts: the rollouts touching portals the user can see, newest first, paged, with a status filter; page and
// status live in the address (page, status), so Back from a rollout shows the same list. Rows of rollouts still
// at work change as they progress: the realtime rollout.progress event reads the list again.
import { Schema } from "effect"
import type { ReactNode } from "react"
import { Link } from "react-aria-components"

import {
  countsText,
  listRollouts,
  ROLLOUT_LIST_SCOPE,
  RolloutStatusBadge,
  RolloutStatusFilter,
  type RolloutSummary
} from "@/entities/rollout"
import type { RolloutStatus } from "@/shared/api"
import { rolloutHref, RoutePath } from "@/shared/config"
import { formatDate } from "@/shared/lib/date"
import { useListFilter, usePagedList } from "@/shared/lib/paged-list"
import { buttonClassName } from "@/shared/ui/button"
import { PagedTable, type TableColumn } from "@/shared/ui/table"

import styles from "./RolloutsPage.module.css"

const NO_ROLLOUTS = "No rollouts yet."
const NEW_ROLLOUT = "New rollout"

const StatusParam: Schema.Schema<RolloutStatus> = Schema.Literal("running", "paused", "cancelled", "finished")

/** The endpoint pages by its own size; the list asks for no other. */
const PAGE_SIZE = 25

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "title", name: "Rollout", isRowHeader: true },
  { id: "status", name: "Status" },
  { id: "counts", name: "Portals" },
  { id: "started_by", name: "Started by" },
  { id: "created_at", name: "Started" }
]

const renderCell = (rollout: RolloutSummary, column: string): ReactNode => {
  switch (column) {
    case "title":
      return (
        <span className={styles.stacked}>
          <Link href={rolloutHref(rollout.id)} className={styles.name}>
            {rollout.title}
          </Link>
          {rollout.rollback_of === null ? null : <span className={styles.muted}>Rollback</span>}
        </span>
      )
    case "status":
      return <RolloutStatusBadge status={rollout.status} failed={rollout.counts.failed} />
    case "counts":
      return countsText(rollout.counts)
    case "started_by":
      return rollout.started_by?.name ?? "Nobody"
    case "created_at":
      return formatDate(rollout.created_at, "detailed")
    default:
      return null
  }
}

function NewRolloutLink() {
  return (
    <Link href={RoutePath.NewRollout} className={buttonClassName("primary")}>
      {NEW_ROLLOUT}
    </Link>
  )
}

export function RolloutsPage() {
  const { value: status, set: setStatus } = useListFilter("status", StatusParam)
  const list = usePagedList({
    entity: "rollouts",
    scope: ROLLOUT_LIST_SCOPE,
    pageSize: PAGE_SIZE,
    defaultSort: { column: "created_at", direction: "desc" },
    sortColumns: [],
    filters: status === undefined ? {} : { status },
    load: (query) => listRollouts({ page: query.page, ...(query.status === undefined ? {} : { status: query.status }) }),
    pushPages: true
  })
  const nothingYet = list.result.status === "success" && list.result.data.total === 0 && status === undefined

  return (
    <main className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Rollouts</h1>
        {nothingYet ? null : <NewRolloutLink />}
      </div>
      {nothingYet ? (
        <div className={styles.empty}>
          <p>{NO_ROLLOUTS}</p>
          <NewRolloutLink />
        </div>
      ) : (
        <>
          <RolloutStatusFilter value={status} onChange={setStatus} />
          <PagedTable<RolloutSummary>
            aria-label="Rollouts"
            columns={COLUMNS}
            result={list.result}
            errorTitle="Rollouts could not be loaded."
            getRowId={(rollout) => rollout.id}
            renderCell={renderCell}
            emptyText="No rollouts match this filter."
            page={list.page}
            onPageChange={list.setPage}
            paginationClassName={styles.pagination}
          />
        </>
      )}
    </main>
  )
}
