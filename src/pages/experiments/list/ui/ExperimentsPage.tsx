// /portals-main/$portal/experiments: the portal's A/B tests with their state, variants and leader.
import { Link } from "react-aria-components"

import { EXPERIMENT_GOAL_LABELS, experimentQueries, ExperimentStatusBadge, leaderName } from "@/entities/experiment"
import { type Experiment, useApiQuery } from "@/shared/api"
import { buttonClassName } from "@/shared/ui/button"
import { ListError } from "@/shared/ui/list-panel"
import { Spinner } from "@/shared/ui/spinner"
import { Table, type TableColumn } from "@/shared/ui/table"

import styles from "./ExperimentsPage.module.css"

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "name", name: "Experiment", isRowHeader: true },
  { id: "page", name: "Page" },
  { id: "status", name: "Status" },
  { id: "variants", name: "Variants" },
  { id: "goal", name: "Goal" },
  { id: "leader", name: "Leader" }
]

export interface ExperimentsPageProps {
  readonly portalId: number
  readonly portalName?: string
}

export function ExperimentsPage({ portalId, portalName }: ExperimentsPageProps) {
  const query = useApiQuery(experimentQueries.ofPortal(portalId))
  const base = `/portals-main/${portalId}/experiments`
  const create = (
    <div className={styles.actions}>
      <Link href={`${base}/create`} className={buttonClassName()}>
        Create Experiment
      </Link>
      <Link href={`${base}/create-v2`} className={buttonClassName("secondary")}>
        Create step by step
      </Link>
    </div>
  )
  const cell = (experiment: Experiment, column: string) => {
    switch (column) {
      case "name":
        return <Link href={`${base}/${experiment.id}`}>{experiment.name}</Link>
      case "page":
        return experiment.page.name
      case "status":
        return <ExperimentStatusBadge status={experiment.status} />
      case "variants":
        return experiment.variants.length
      case "goal":
        return EXPERIMENT_GOAL_LABELS[experiment.goal]
      default:
        return leaderName(experiment)
    }
  }

  return (
    <main className={styles.page}>
      <Link href={`/portals-main/${portalId}`} className={styles.back}>
        ← Back to the portal
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>Experiments{portalName === undefined ? "" : ` — ${portalName}`}</h1>
        {query.status === "success" && query.data.length > 0 ? create : null}
      </header>
      {query.status === "loading" ? <Spinner size="lg" label="Loading experiments" /> : null}
      {query.status === "failure" ? (
        <ListError title="The experiments could not be loaded." message={query.error.message} onRetry={query.reload} />
      ) : null}
      {query.status === "success" && query.data.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <strong>No experiments yet.</strong>
          </p>
          <p>
            Test a page of this portal against one HubSpot variation of it (a copy, or the copy on a page template), and keep the version
            that converts best.
          </p>
          {create}
        </div>
      ) : null}
      {query.status === "success" && query.data.length > 0 ? (
        <Table aria-label="Experiments" columns={COLUMNS} rows={query.data} getRowId={(experiment) => experiment.id} renderCell={cell} />
      ) : null}
    </main>
  )
}
