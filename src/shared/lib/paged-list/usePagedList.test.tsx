import { act, renderHook, waitFor } from "@testing-library/react"
import { Effect } from "effect"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { ApiProvider } from "@/shared/api"
import { fakeServer } from "@/shared/lib/testing"

import { type ListQuery, nextSort, usePagedList } from "./usePagedList.ts"

const wrapper = ({ children }: { children: ReactNode }) => (
  <ApiProvider runtime={fakeServer({}).runtime} cache={{ staleTime: 0 }}>
    {children}
  </ApiProvider>
)

type Column = "id" | "name"

function setup(filters?: { role?: string }) {
  const asked: Array<ListQuery<Column> & { role?: string }> = []
  const hook = renderHook(
    ({ role }: { role?: string }) =>
      usePagedList({
        entity: "users",
        pageSize: 25,
        defaultSort: { column: "id" as Column, direction: "desc" },
        sortColumns: ["id", "name"] as const,
        filters: role === undefined ? {} : { role },
        // Recorded when the query runs, not when a render builds it.
        load: (query) =>
          Effect.sync(() => {
            asked.push(query)
            return query
          })
      }),
    { wrapper, initialProps: filters ?? {} }
  )
  return { ...hook, asked }
}

afterEach(() => {
  vi.useRealTimers()
})

describe("nextSort", () => {
  it("flips the sorted column and starts another ascending", () => {
    expect(nextSort({ column: "id", direction: "asc" }, "id")).toEqual({ column: "id", direction: "desc" })
    expect(nextSort({ column: "id", direction: "desc" }, "id")).toEqual({ column: "id", direction: "asc" })
    expect(nextSort({ column: "id", direction: "desc" }, "name")).toEqual({ column: "name", direction: "asc" })
  })
})

describe("usePagedList", () => {
  it("loads the first page with the default sort and no keyword", async () => {
    const { result } = setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    expect(result.current.result).toMatchObject({ data: { page: 1, limit: 25, sort_by: "id", sort_direction: "desc" } })
    expect(result.current.result.status === "success" && "keyword" in result.current.result.data).toBe(false)
  })

  it("sorts by sortable header clicks only and starts again at page 1", async () => {
    const { result } = setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    act(() => result.current.setPage(3))
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 3 } }))
    act(() => result.current.toggleSort("name"))
    expect(result.current.page).toBe(1)
    expect(result.current.sort).toEqual({ column: "name", direction: "asc" })
    act(() => result.current.toggleSort("name"))
    expect(result.current.sort).toEqual({ column: "name", direction: "desc" })
    act(() => result.current.toggleSort("action"))
    expect(result.current.sort).toEqual({ column: "name", direction: "desc" })
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 1, sort_by: "name", sort_direction: "desc" } }))
  })

  it("searches with the trimmed keyword once typing has paused for a second", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { result, asked } = setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    act(() => result.current.setPage(2))
    act(() => result.current.setKeyword(" acme "))
    expect(asked.some((query) => query.keyword !== undefined)).toBe(false)
    act(() => vi.advanceTimersByTime(1000))
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 1, keyword: "acme" } }))
  })

  it("passes extra filters and starts again at page 1 when they change", async () => {
    const { result, rerender } = setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    act(() => result.current.setPage(2))
    rerender({ role: "admin" })
    expect(result.current.page).toBe(1)
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 1, role: "admin" } }))
  })

  it("reloads the same page", async () => {
    const { result, asked } = setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    const before = asked.length
    act(() => result.current.result.reload())
    await waitFor(() => expect(asked.length).toBe(before + 1))
    expect(asked.at(-1)).toMatchObject({ page: 1 })
  })
})
