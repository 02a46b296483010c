import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { act, renderHook, waitFor } from "@testing-library/react"
import { Effect } from "effect"
import { createContext, type ReactNode, useContext } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { ApiProvider } from "@/shared/api"
import { fakeServer } from "@/shared/lib/testing"

import { nextSort } from "./sort.ts"
import { type ListQuery, type PagedListOptions, usePagedList } from "./usePagedList.ts"

// The hook reads and writes the address: it runs on a route of a memory router, which the test inspects.
const Hook = createContext<ReactNode>(null)
const HookSlot = () => <>{useContext(Hook)}</>

async function addressRouter(path: string) {
  const root = createRootRoute()
  const page = createRoute({ getParentRoute: () => root, path: "/", component: HookSlot })
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  return router
}

type Column = "id" | "name"
type Options = Pick<PagedListOptions<unknown, Column, object>, "searchPrefix" | "pushPages">

async function setup(filters?: { role?: string }, path = "/", options: Options = {}) {
  const asked: Array<ListQuery<Column> & { role?: string }> = []
  const router = await addressRouter(path)
  const runtime = fakeServer({}).runtime
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider runtime={runtime} cache={{ staleTime: 0 }}>
      <Hook.Provider value={children}>
        <RouterProvider router={router} />
      </Hook.Provider>
    </ApiProvider>
  )
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
          }),
        ...options
      }),
    { wrapper, initialProps: filters ?? {} }
  )
  await waitFor(() => expect(hook.result.current).not.toBeNull())
  const address = () => router.state.location.searchStr
  return { ...hook, asked, router, address }
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
    const { result } = await setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    expect(result.current.result).toMatchObject({ data: { page: 1, limit: 25, sort_by: "id", sort_direction: "desc" } })
    expect(result.current.result.status === "success" && "keyword" in result.current.result.data).toBe(false)
  })

  it("sorts by sortable header clicks only and starts again at page 1", async () => {
    const { result, asked } = await setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    act(() => result.current.setPage(3))
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 3 } }))
    const before = asked.length
    act(() => result.current.toggleSort("name"))
    await waitFor(() => expect(result.current.sort).toEqual({ column: "name", direction: "asc" }))
    expect(result.current.page).toBe(1)
    act(() => result.current.toggleSort("name"))
    await waitFor(() => expect(result.current.sort).toEqual({ column: "name", direction: "desc" }))
    act(() => result.current.toggleSort("action"))
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 1, sort_by: "name", sort_direction: "desc" } }))
    expect(result.current.sort).toEqual({ column: "name", direction: "desc" })
    // The new order never went out with the old page number.
    expect(asked.slice(before).every((query) => query.page === 1)).toBe(true)
  })

  it("searches with the trimmed keyword once typing has paused for a second", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { result, asked, address } = await setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    act(() => result.current.setPage(2))
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 2 } }))
    act(() => result.current.setKeyword(" acme "))
    expect(result.current.keyword).toBe(" acme ")
    act(() => vi.advanceTimersByTime(900))
    expect(asked.some((query) => query.keyword !== undefined)).toBe(false)
    act(() => vi.advanceTimersByTime(100))
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 1, keyword: "acme" } }))
    expect(asked.some((query) => query.keyword !== undefined && query.page !== 1)).toBe(false)
    expect(address()).toBe("?q=acme")
    // What was typed stays as typed.
    expect(result.current.keyword).toBe(" acme ")
  })

  it("passes extra filters and starts again at page 1 when they change", async () => {
    const { result, rerender, address } = await setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    act(() => result.current.setPage(2))
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 2 } }))
    rerender({ role: "admin" })
    expect(result.current.page).toBe(1)
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 1, role: "admin" } }))
    await waitFor(() => expect(address()).toBe(""))
  })

  it("reads page, sort and keyword from the address under the table's prefix", async () => {
    const { result } = await setup({}, "/?users_page=3&users_sort=name.asc&users_q=acme&page=7", { searchPrefix: "users" })
    await waitFor(() =>
      expect(result.current.result).toMatchObject({ data: { page: 3, sort_by: "name", sort_direction: "asc", keyword: "acme" } })
    )
    expect(result.current.keyword).toBe("acme")
  })

  it("shows the defaults for values it cannot use: a page below 1, a column it does not sort, a bad direction", async () => {
    for (const search of ["?page=-3&sort=email.asc", "?page=2.5&sort=name.up", "?page=abc&sort=name", "?page=%220%22&q=%20"]) {
      const { result, unmount } = await setup({}, `/${search}`)
      await waitFor(() => expect(result.current.result.status).toBe("success"))
      expect(result.current.result).toMatchObject({ data: { page: 1, sort_by: "id", sort_direction: "desc" } })
      expect(result.current.result.status === "success" && "keyword" in result.current.result.data).toBe(false)
      unmount()
    }
  })

  it("writes its state to the address, leaving defaults out, and replaces the entry unless pages push", async () => {
    const { result, router, address } = await setup({}, "/?other=1", { searchPrefix: "users" })
    const entries = router.history.length
    act(() => result.current.setPage(2))
    await waitFor(() => expect(address()).toBe("?other=1&users_page=2"))
    act(() => result.current.toggleSort("name"))
    await waitFor(() => expect(address()).toBe("?other=1&users_sort=name.asc"))
    act(() => result.current.toggleSort("id"))
    await waitFor(() => expect(address()).toBe("?other=1&users_sort=id.asc"))
    act(() => result.current.toggleSort("id"))
    await waitFor(() => expect(address()).toBe("?other=1"))
    expect(router.history.length).toBe(entries)
  })

  it("pushes page changes when asked, so Back returns to the page before, and follows the address back", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { result, router, address } = await setup({}, "/", { pushPages: true })
    act(() => result.current.setKeyword("acme"))
    act(() => vi.advanceTimersByTime(1000))
    await waitFor(() => expect(address()).toBe("?q=acme"))
    act(() => result.current.setPage(2))
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 2, keyword: "acme" } }))
    act(() => router.history.back())
    await waitFor(() => expect(result.current.result).toMatchObject({ data: { page: 1, keyword: "acme" } }))
    // An address changed elsewhere (a link, Back) shows its keyword in the search box.
    await act(() => router.navigate({ to: "/", search: { q: "beacon" } as never }))
    await waitFor(() => expect(result.current.keyword).toBe("beacon"))
    expect(result.current.result).toMatchObject({ data: { keyword: "beacon" } })
  })

  it("reloads the same page", async () => {
    const { result, asked } = await setup()
    await waitFor(() => expect(result.current.result.status).toBe("success"))
    const before = asked.length
    act(() => result.current.result.reload())
    await waitFor(() => expect(asked.length).toBe(before + 1))
    expect(asked.at(-1)).toMatchObject({ page: 1 })
  })
})
