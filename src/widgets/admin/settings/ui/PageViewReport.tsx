// The super admin's page-view report: views and distinct users per page of the app over the
// last 7 or 30 days, from the app's own records. Shown on demand, so opening Settings loads nothing extra.
import { useState } from "react"

import { apiQueryOptions, type PageViewCount, pageViewKeys, type PageViewPeriod, useApiQuery } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ListEmpty, ListError, ListLoading, ListSection } from "@/shared/ui/list-panel"
import { SelectField } from "@/shared/ui/select-field"
import { Table, type TableColumn } from "@/shared/ui/table"

import { loadPageViewReport } from "../api/loadPageViewReport.ts"
import { PERIOD_ITEMS } from "../config/pageViewPeriods.ts"

const COLUMNS: ReadonlyArray<TableColumn> = [
  { id: "path", name: "Page", isRowHeader: true },
  { id: "views", name: "Views", width: "20%" },
  { id: "users", name: "Users", width: "20%" }
]

export function PageViewReport({ initiallyShown = false }: { initiallyShown?: boolean }) {
  const [shown, setShown] = useState(initiallyShown)
  return (
    <ListSection heading="Page views">
      <p>Pages of the app opened by signed-in users, recorded by the app itself. Browsers that send Do Not Track are not counted.</p>
      {shown ? (
        <PageViewTable />
      ) : (
        <Button variant="secondary" onPress={() => setShown(true)}>
          Show page views
        </Button>
      )}
    </ListSection>
  )
}

function PageViewTable() {
  const [days, setDays] = useState<PageViewPeriod>("7")
  const report = useApiQuery(apiQueryOptions(pageViewKeys.report(days), loadPageViewReport(days)))
  return (
    <>
      <SelectField label="Period" items={PERIOD_ITEMS} selectedKey={days} onSelectionChange={setDays} />
      {report.status === "loading" ? (
        <ListLoading label="Loading page views" />
      ) : report.status === "failure" ? (
        <ListError title="The page views could not be loaded." message={report.error.message} onRetry={report.reload} />
      ) : report.data.paths.length === 0 ? (
        <ListEmpty>No page views in the last {days} days.</ListEmpty>
      ) : (
        <>
          <p>
            {report.data.total} {report.data.total === 1 ? "view" : "views"} in the last {report.data.days} days.
          </p>
          <Table<PageViewCount>
            aria-label={`Page views in the last ${report.data.days} days`}
            columns={COLUMNS}
            rows={report.data.paths}
            getRowId={(row) => row.path}
            renderCell={(row, column) => (column === "path" ? <code>{row.path}</code> : column === "views" ? row.views : row.users)}
          />
        </>
      )}
    </>
  )
}
