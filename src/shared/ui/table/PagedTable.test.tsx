import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { type PagedResult, PagedTable } from "./PagedTable.tsx"
import type { TableColumn } from "./Table.tsx"

interface Row {
  id: number
  name: string
}

const columns: TableColumn[] = [
  { id: "id", name: "ID", allowsSorting: true },
  { id: "name", name: "Name", isRowHeader: true }
]
const rows: Row[] = [
  { id: 1, name: "One" },
  { id: 2, name: "Two" }
]

function renderTable(result: PagedResult<Row>, onSort = vi.fn(), onPageChange = vi.fn()) {
  render(
    <PagedTable
      aria-label="Rows"
      columns={columns}
      result={result}
      errorTitle="Rows could not be loaded."
      getRowId={(row) => row.id}
      renderCell={(row, column) => (column === "id" ? row.id : row.name)}
      emptyText="No rows yet."
      page={1}
      onPageChange={onPageChange}
      sort={{ column: "id", direction: "desc" }}
      onSort={onSort}
    />
  )
  return { onSort, onPageChange }
}

describe("PagedTable", () => {
  it("shows the rows, the order and the pages, and reports header and page clicks", () => {
    const { onSort, onPageChange } = renderTable({ status: "success", data: { rows, totalPages: 3, total: 60 }, reload: vi.fn() })
    expect(screen.getByRole("rowheader", { name: "Two" })).toBeTruthy()
    const header = screen.getByRole("columnheader", { name: /ID/ })
    expect(header.getAttribute("aria-sort")).toBe("descending")
    fireEvent.click(header)
    expect(onSort).toHaveBeenLastCalledWith("id")
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }))
    expect(onPageChange).toHaveBeenLastCalledWith(3)
  })

  it("shows a spinner while loading and no pagination without rows", () => {
    renderTable({ status: "loading", reload: vi.fn() })
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeTruthy()
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull()
  })

  it("shows the empty text without pagination", () => {
    renderTable({ status: "success", data: { rows: [], totalPages: 0, total: 0 }, reload: vi.fn() })
    expect(screen.getByText("No rows yet.")).toBeTruthy()
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull()
  })

  it("shows the error with Retry instead of the table", () => {
    const reload = vi.fn()
    renderTable({ status: "failure", error: { message: "Server down." }, reload })
    expect(screen.getByText("Rows could not be loaded.")).toBeTruthy()
    expect(screen.queryByRole("grid")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(reload).toHaveBeenCalled()
  })
})
