import { fireEvent, render, screen, within } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"

import { type SortDescriptor, Table, type TableColumn } from "./Table.tsx"

interface Credit {
  id: number
  name: string
  amount: number
}

const columns: TableColumn[] = [
  { id: "credit", name: "Credit", isRowHeader: true, allowsSorting: true, width: "10%" },
  { id: "amount", name: "Amount", allowsSorting: true },
  { id: "saving", name: "Saving" }
]
const rows: Credit[] = [
  { id: 1, name: "1", amount: 50 },
  { id: 2, name: "5", amount: 225 }
]
const renderCell = (row: Credit, column: string) => (column === "credit" ? row.name : column === "amount" ? `$${row.amount}` : "—")

function SortingTable({ onSortChange }: { onSortChange: (d: SortDescriptor) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: "credit", direction: "ascending" })
  return (
    <Table
      aria-label="Credits"
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      renderCell={renderCell}
      sortDescriptor={sort}
      onSortChange={(d) => {
        setSort(d)
        onSortChange(d)
      }}
    />
  )
}

describe("Table", () => {
  it("renders headers and cells", () => {
    render(<Table aria-label="Credits" columns={columns} rows={rows} getRowId={(r) => r.id} renderCell={renderCell} />)
    const table = screen.getByRole("grid", { name: "Credits" })
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent)
    ).toEqual(["Credit↕", "Amount↕", "Saving"])
    expect(within(table).getByRole("rowheader", { name: "5" })).toBeTruthy()
    expect(within(table).getByText("$225")).toBeTruthy()
    expect(within(table).getAllByRole("columnheader")[0]!.style.width).toBe("10%")
  })

  it("toggles the sort direction of a clicked header and sorts by a new one ascending", () => {
    const onSortChange = vi.fn()
    render(<SortingTable onSortChange={onSortChange} />)
    fireEvent.click(screen.getByRole("columnheader", { name: /Credit/ }))
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "credit", direction: "descending" })
    expect(screen.getByRole("columnheader", { name: /Credit/ }).getAttribute("aria-sort")).toBe("descending")
    fireEvent.click(screen.getByRole("columnheader", { name: /Amount/ }))
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "amount", direction: "ascending" })
  })

  it("does not sort by a column that does not allow it", () => {
    const onSortChange = vi.fn()
    render(<SortingTable onSortChange={onSortChange} />)
    fireEvent.click(screen.getByRole("columnheader", { name: "Saving" }))
    expect(onSortChange).not.toHaveBeenCalled()
  })

  it("shows the empty text without rows and a spinner while loading", () => {
    const { rerender } = render(
      <Table
        aria-label="Credits"
        columns={columns}
        rows={[]}
        getRowId={(r: Credit) => r.id}
        renderCell={renderCell}
        emptyText="No credits"
      />
    )
    expect(screen.getByText("No credits")).toBeTruthy()
    rerender(<Table aria-label="Credits" columns={columns} rows={rows} getRowId={(r) => r.id} renderCell={renderCell} isLoading />)
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeTruthy()
    expect(screen.queryByText("$225")).toBeNull()
  })

  it("re-renders cells when the renderer changes", () => {
    const { rerender } = render(<Table aria-label="Credits" columns={columns} rows={rows} getRowId={(r) => r.id} renderCell={renderCell} />)
    rerender(
      <Table
        aria-label="Credits"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        renderCell={(r, c) => (c === "amount" ? `€${r.amount}` : r.name)}
      />
    )
    expect(screen.getByText("€225")).toBeTruthy()
  })

  it("uses a fixed layout when asked", () => {
    render(<Table aria-label="Plans" columns={columns} rows={rows} getRowId={(r) => r.id} renderCell={renderCell} layout="fixed" />)
    expect(screen.getByRole("grid").className).toMatch(/fixed/)
  })

  it("labels every cell with its column's name for the narrow-screen card view, unless the table scrolls instead", () => {
    const { container, unmount } = render(
      <Table aria-label="Credits" columns={columns} rows={rows} getRowId={(r) => r.id} renderCell={renderCell} />
    )
    const cells = Array.from(screen.getAllByRole("row")[1]!.children)
    expect(cells.map((cell) => cell.getAttribute("data-label"))).toEqual(["Credit", "Amount", "Saving"])
    // The label is an attribute, not text: the cell's accessible name and text stay the value alone.
    expect(screen.getByRole("rowheader", { name: "5" }).textContent).toBe("5")
    const stacked = container.firstElementChild!.className
    unmount()
    const scrolling = render(
      <Table aria-label="Credits" columns={columns} rows={rows} getRowId={(r) => r.id} renderCell={renderCell} narrow="scroll" />
    )
    expect(scrolling.container.firstElementChild!.className).not.toBe(stacked)
  })
})
