// The Agency activity drawer for an agency's admins (user menu → Agency activity): what changed in the agency and its portals,
// when and by whom, newest first, filtered by kind of event, portal and days, and downloadable as CSV. The super
// admin reads every agency's in Logs.
import { Exit, Option } from "effect"
import { useAtom, useAtomValue } from "jotai"
import type { ReactNode } from "react"

import { activeAgencyIdAtom } from "@/entities/agency"
import { portalQueries } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { type AgencyActivityEntry, failureOf, useApiAction, useApiQuery, type UserAgency } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Drawer } from "@/shared/ui/drawer"
import { SelectField } from "@/shared/ui/select-field"
import { PagedTable, type TableColumn } from "@/shared/ui/table"
import { TextField } from "@/shared/ui/text-field"

import { exportAgencyActivity } from "../api/agencyActivity.ts"
import { EVENT_KINDS, type EventKind, PORTAL_OPTIONS_LIMIT } from "../config/activity.ts"
import { describeDetails, exportFileName } from "../lib/details.ts"
import { useAgencyActivityList } from "../model/useAgencyActivityList.ts"
import styles from "./AgencyActivityDrawer.module.css"

const ACTIVITY_TITLE = "Agency activity"
const ALL = "all"

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "created_at", name: "Time", width: "9rem", isRowHeader: true },
  { id: "event", name: "Event", width: "12rem" },
  { id: "person", name: "Person", width: "10rem" },
  { id: "portal", name: "Portal", width: "12rem" },
  { id: "details", name: "Details" }
]

const renderCell = (entry: AgencyActivityEntry, column: string): ReactNode => {
  switch (column) {
    case "created_at":
      return (
        <time className={styles.time} dateTime={entry.created_at}>
          {formatDate(entry.created_at, "detailed")}
        </time>
      )
    case "event":
      return <code className={styles.event}>{entry.event}</code>
    case "person":
      return entry.causer?.name ?? <span className={styles.muted}>The app</span>
    case "portal":
      return entry.portal === null ? "" : entry.portal.deleted ? `${entry.portal.name} (deleted)` : entry.portal.name
    case "details":
      return <span className={styles.details}>{describeDetails(entry.properties)}</span>
    default:
      return null
  }
}

/** The agencies the user administers: the activity is theirs to read. */
const administered = (agencies: ReadonlyArray<UserAgency>) => agencies.filter((agency) => agency.role.name === "agency-admin")

export function AgencyActivityDrawer() {
  const user = useAtomValue(currentUserAtom)
  const agencies = administered(user?.agencies ?? [])
  return (
    <Drawer name="activity" title={ACTIVITY_TITLE} width="min(1100px, 100vw)">
      {agencies.length === 0 ? null : <AgencyActivity agencies={agencies} />}
    </Drawer>
  )
}

function AgencyActivity({ agencies }: { agencies: ReadonlyArray<UserAgency> }) {
  // The agency whose menu group the drawer was opened from (or chosen here); the first administered one otherwise.
  const [agencyId, setAgencyId] = useAtom(activeAgencyIdAtom)
  const agency = agencies.find((candidate) => candidate.id === agencyId) ?? agencies[0]!
  const list = useAgencyActivityList(agency.id)
  const portals = useApiQuery(portalQueries.ofAgency(agency.id, false, PORTAL_OPTIONS_LIMIT))
  const portalItems = [
    { id: ALL, label: "All portals" },
    ...(portals.status === "success" ? portals.data.map((portal) => ({ id: String(portal.id), label: portal.name })) : [])
  ]
  const filtered = list.kind !== null || list.portalId !== null || list.from !== "" || list.to !== ""
  return (
    <div className={styles.activity}>
      <div className={styles.toolbar}>
        {agencies.length > 1 ? (
          <SelectField
            label="Agency"
            items={agencies.map((candidate) => ({ id: String(candidate.id), label: candidate.name }))}
            selectedKey={String(agency.id)}
            onSelectionChange={(key) => setAgencyId(Number(key))}
          />
        ) : null}
        <SelectField
          label="Kind"
          items={[{ id: ALL, label: "All activity" }, ...EVENT_KINDS]}
          selectedKey={list.kind ?? ALL}
          onSelectionChange={(key) => list.setKind(key === ALL ? null : (key as EventKind))}
        />
        <SelectField
          label="Portal"
          items={portalItems}
          selectedKey={list.portalId === null ? ALL : String(list.portalId)}
          onSelectionChange={(key) => list.setPortalId(key === ALL ? null : Number(key))}
        />
        <TextField label="From" type="date" value={list.from} onChange={list.setFrom} />
        <TextField label="To" type="date" value={list.to} onChange={list.setTo} />
        <DownloadCsv agencyId={agency.id} agencyName={agency.name} filters={list.filters} />
      </div>
      <PagedTable
        aria-label={ACTIVITY_TITLE}
        columns={COLUMNS}
        result={list.result}
        errorTitle="The activity could not be loaded."
        getRowId={(entry) => entry.id}
        renderCell={renderCell}
        emptyText={filtered ? "No activity matches these filters." : "No activity yet."}
        layout="fixed"
        page={list.page}
        onPageChange={list.setPage}
        paginationClassName={styles.pagination}
      />
    </div>
  )
}

/** Downloads the filtered entries as CSV; a refusal or a lost connection is said, never a file that is not there. */
function DownloadCsv({
  agencyId,
  agencyName,
  filters
}: {
  agencyId: number
  agencyName: string
  filters: Parameters<typeof exportAgencyActivity>[1]
}) {
  const { run, isPending } = useApiAction({ invalidates: [] })
  const { show } = useAlerts()
  const download = async () => {
    const exit = await run(exportAgencyActivity(agencyId, filters))
    if (Exit.isSuccess(exit)) {
      const url = URL.createObjectURL(new Blob([exit.value], { type: "text/csv;charset=utf-8" }))
      const link = document.createElement("a")
      link.href = url
      link.download = exportFileName(agencyName, new Date().toISOString().slice(0, 10))
      link.click()
      URL.revokeObjectURL(url)
      return
    }
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.serverMessage ?? error.message }))
  }
  return (
    <Button variant="secondary" onPress={() => void download()} isPending={isPending}>
      Download CSV
    </Button>
  )
}
