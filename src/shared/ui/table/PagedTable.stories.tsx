import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { type PagedResult, PagedTable, type TableSort } from "./PagedTable.tsx"
import type { TableColumn } from "./Table.tsx"

interface Row {
  id: number
  name: string
}

const columns: TableColumn[] = [
  { id: "id", name: "ID", allowsSorting: true, width: "80px" },
  { id: "name", name: "Name", allowsSorting: true, isRowHeader: true }
]
const rows: Row[] = Array.from({ length: 5 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }))
const reload = () => {}

function PagedTableDemo({ result }: { result: PagedResult<Row> }) {
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<TableSort>({ column: "id", direction: "asc" })
  return (
    <PagedTable
      aria-label="Rows"
      columns={columns}
      result={result}
      errorTitle="Rows could not be loaded."
      getRowId={(row) => row.id}
      renderCell={(row, column) => (column === "id" ? row.id : row.name)}
      emptyText="No rows yet."
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSort={(column) =>
        setSort((current) => ({ column, direction: current.column === column && current.direction === "asc" ? "desc" : "asc" }))
      }
    />
  )
}

const meta = {
  title: "shared/ui/PagedTable",
  component: PagedTableDemo,
  args: { result: { status: "success", data: { rows, totalPages: 12, total: 300 }, reload } }
} satisfies Meta<typeof PagedTableDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Paged: Story = {}
export const Loading: Story = { args: { result: { status: "loading", reload } } }
export const Empty: Story = { args: { result: { status: "success", data: { rows: [], totalPages: 0, total: 0 }, reload } } }
export const Failed: Story = { args: { result: { status: "failure", error: { message: "The server did not answer." }, reload } } }
