import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import type { LogEntry } from "@/shared/api"
import { type FakeAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { LogsDrawer } from "./LogsDrawer.tsx"

const entry = (fields: Partial<LogEntry> & { id: number }): LogEntry => ({
  created_at: "2026-11-20T12:00:00.000Z",
  event: "profile updated",
  causer_id: 4,
  causer_type: "App\\Models\\User",
  subject_id: 12,
  subject_type: "App\\Models\\Portal",
  properties: {},
  ...fields
})

const page = (rows: ReadonlyArray<LogEntry>, lastPage = 1, total = rows.length): FakeAnswer => ({
  status: 200,
  body: { data: { data: rows, current_page: 1, last_page: lastPage, per_page: 25, total } }
})

async function openDrawer(route: FakeRoute) {
  const store = createStore()
  store.set(openDrawerAtom, "log")
  const server = fakeServer({ "GET /auth/api/v2/logs": route })
  await renderWithApp(<LogsDrawer />, { store, server })
  return { server }
}

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))
const bodyRows = () => screen.getAllByRole("row").slice(1)

describe("LogsDrawer", () => {
  it("shows the last segment of namespaced types and the properties as JSON", async () => {
    const { server } = await openDrawer(page([entry({ id: 1, event: "layout.created", properties: { layout_id: 5, name: "Hero" } })]))
    expect(screen.getByRole("dialog", { name: "Logs" })).toBeTruthy()
    // The loading state is a row too: wait for the entry's own.
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain("layout.created"))
    expect(bodyRows()).toHaveLength(1)
    const cells = [...bodyRows()[0]!.querySelectorAll("td, th")]
    expect(cells.map((cell) => cell.textContent?.trim())).toEqual([
      expect.stringContaining("2026"),
      "layout.created",
      "4",
      "User",
      "12",
      "Portal",
      JSON.stringify({ layout_id: 5, name: "Hero" }, null, 2)
    ])
    expect(cells[6]!.querySelector("pre > code")).not.toBeNull()
    expect(params(server.requests[0]?.search)).toMatchObject({ page: "1", limit: "25", sort_by: "created_at", sort_direction: "desc" })
    expect(screen.getByRole("link", { name: "Open in a new tab" }).getAttribute("href")).toBe("/admin-logging")
    expect(screen.getByRole("link", { name: "Open in a new tab" }).getAttribute("target")).toBe("_blank")
  })

  it("toggles the Time sort and reloads with the new direction", async () => {
    const { server } = await openDrawer(page([entry({ id: 1 })]))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    fireEvent.click(screen.getByRole("columnheader", { name: /Time/ }))
    await waitFor(() => expect(params(server.requests.at(-1)?.search)).toMatchObject({ sort_by: "created_at", sort_direction: "asc" }))
    fireEvent.click(screen.getByRole("columnheader", { name: /Event/ }))
    await waitFor(() => expect(params(server.requests.at(-1)?.search)).toMatchObject({ sort_by: "event", sort_direction: "asc" }))
    fireEvent.click(screen.getByRole("columnheader", { name: /Event/ }))
    await waitFor(() => expect(params(server.requests.at(-1)?.search)).toMatchObject({ sort_by: "event", sort_direction: "desc" }))
  })

  it("pages by last_page and requests page 2", async () => {
    const { server } = await openDrawer((request) =>
      params(request.search).page === "2"
        ? page([entry({ id: 26, event: "second page" })], 2, 26)
        : page([entry({ id: 1, event: "first page" })], 2, 26)
    )
    await waitFor(() => expect(screen.getByText("first page")).toBeTruthy())
    const pagination = screen.getByRole("navigation", { name: "Pagination" })
    expect(
      within(pagination)
        .getAllByRole("button", { name: /^Page / })
        .map((button) => button.textContent)
    ).toEqual(["1", "2"])
    fireEvent.click(within(pagination).getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(screen.getByText("second page")).toBeTruthy())
    expect(params(server.requests.at(-1)?.search)).toMatchObject({ page: "2" })
  })

  it("says so when the log is empty and hides the pagination", async () => {
    await openDrawer(page([], 1, 0))
    await waitFor(() => expect(screen.getByText("No activity yet.")).toBeTruthy())
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull()
  })

  it("shows the server's message when the log cannot load, and retries", async () => {
    let calls = 0
    await openDrawer(() =>
      ++calls === 1
        ? { status: 403, body: { message: "You do not have permission to perform this action." } }
        : page([entry({ id: 3, event: "retried" })])
    )
    await waitFor(() => expect(screen.getByText("Logs could not be loaded.")).toBeTruthy())
    expect(screen.getByText("You do not have permission to perform this action.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    await waitFor(() => expect(screen.getByText("retried")).toBeTruthy())
  })

  it("searches after a one-second pause, from the first page", async () => {
    const { server } = await openDrawer(page([entry({ id: 1 })]))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
    fireEvent.change(screen.getByRole("searchbox", { name: "Search logs" }), { target: { value: "layout" } })
    expect(server.requests.some((request) => request.search.includes("keyword="))).toBe(false)
    await waitFor(() => expect(params(server.requests.at(-1)?.search)).toMatchObject({ keyword: "layout", page: "1" }))
  })
})
