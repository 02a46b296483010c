import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { Button } from "../button/Button.tsx"
import { type SortDescriptor, Table, type TableColumn } from "./Table.tsx"

interface CreditRow {
  id: number
  name: string
  amount: number
  saving: string
}

const credits: CreditRow[] = [
  { id: 1, name: "1", amount: 50, saving: "0%" },
  { id: 2, name: "5", amount: 225, saving: "10%" },
  { id: 3, name: "10", amount: 400, saving: "20%" },
  { id: 4, name: "25", amount: 875, saving: "30%" }
]

const columns: TableColumn[] = [
  { id: "name", name: "Credit", isRowHeader: true, allowsSorting: true },
  { id: "amount", name: "Amount", allowsSorting: true },
  { id: "saving", name: "Saving" },
  { id: "action", name: "Action", width: "160px" }
]

function renderCell(row: CreditRow, column: string) {
  switch (column) {
    case "name":
      return row.name
    case "amount":
      return `$${row.amount}`
    case "saving":
      return row.saving
    default:
      return (
        <div style={{ display: "flex", gap: 4 }}>
          <Button size="sm" variant="secondary">
            Edit
          </Button>
          <Button size="sm" variant="danger">
            Delete
          </Button>
        </div>
      )
  }
}

interface DemoProps {
  rows: CreditRow[]
  isLoading: boolean
  layout: "auto" | "fixed"
}

function CreditsTable({ rows, isLoading, layout }: DemoProps) {
  const [sort, setSort] = useState<SortDescriptor>({ column: "name", direction: "ascending" })
  const key = sort.column as keyof CreditRow
  const sorted = [...rows].sort((a, b) => {
    const order = Number(a[key]) - Number(b[key])
    return sort.direction === "ascending" ? order : -order
  })
  return (
    <Table
      aria-label="Credits"
      columns={columns}
      rows={sorted}
      getRowId={(row) => row.id}
      renderCell={renderCell}
      sortDescriptor={sort}
      onSortChange={setSort}
      isLoading={isLoading}
      emptyText="No credits"
      layout={layout}
    />
  )
}

const meta = {
  title: "shared/ui/Table",
  component: CreditsTable,
  args: { rows: credits, isLoading: false, layout: "auto" }
} satisfies Meta<typeof CreditsTable>

export default meta
type Story = StoryObj<typeof meta>

export const Sortable: Story = {}
export const Loading: Story = { args: { isLoading: true } }
export const Empty: Story = { args: { rows: [] } }
export const FixedLayout: Story = { args: { layout: "fixed" } }
/** Below 800 px each row is a card of "label: value" lines (Storybook's built-in phone viewport). */
export const NarrowCards: Story = { globals: { viewport: { value: "mobile2", isRotated: false } } }
