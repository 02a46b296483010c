import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeTask } from "@/entities/task"
import type { Task } from "@/shared/api"
import { type FakeAnswer, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { TasksPage } from "./TasksPage.tsx"

const LIST = "GET /task/api/v2/tasks"

const answer = (rows: ReadonlyArray<Task>, quota = { agency_id: 2, open: rows.length, limit: 3 }): FakeAnswer => ({
  status: 200,
  body: {
    data: rows,
    meta: { pagination: { total: rows.length, count: rows.length, per_page: 25, current_page: 1, total_pages: 1 } },
    quota
  }
})

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))

describe("TasksPage", () => {
  it("invites the first request when there is none", async () => {
    await renderWithApp(<TasksPage />, { server: fakeServer({ [LIST]: answer([]) }) })
    expect(await screen.findByText("No requests yet.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Submit a Request" }).getAttribute("href")).toBe("/tasks/submit-request")
    expect(screen.getByText("0 of 3 open requests")).toBeTruthy()
  })

  it("lists requests with status and an Updated mark, and filters by status chip", async () => {
    const server = fakeServer({ [LIST]: answer([makeTask({ unread: true, status: "in_progress", comments_count: 2 })]) })
    await renderWithApp(<TasksPage />, { server })
    const link = await screen.findByRole("link", { name: /Add a pricing page/ })
    expect(link.getAttribute("href")).toBe("/tasks/7")
    expect(link.textContent).toContain("Updated")
    expect(screen.getAllByText("In progress").length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole("radio", { name: "Waiting on customer" }))
    await waitFor(() => expect(params(server.requests.at(-1)?.search)).toMatchObject({ status: "waiting_on_customer", page: "1" }))
    fireEvent.click(screen.getByRole("radio", { name: "All" }))
    await waitFor(() => expect(params(server.requests.at(-1)?.search).status).toBeUndefined())
  })

  it("says the limit is reached instead of offering another request", async () => {
    const rows = [makeTask({ id: 1 }), makeTask({ id: 2 }), makeTask({ id: 3 })]
    await renderWithApp(<TasksPage />, { server: fakeServer({ [LIST]: answer(rows) }) })
    expect(await screen.findByText("Your agency can have at most 3 open requests. Close one or ask us to raise the limit.")).toBeTruthy()
    expect(screen.queryByRole("link", { name: "Submit a Request" })).toBeNull()
  })

  it("shows the load error with Retry", async () => {
    let calls = 0
    await renderWithApp(<TasksPage />, {
      server: fakeServer({
        [LIST]: () =>
          ++calls === 1 ? { status: 403, body: { message: "You do not have permission to perform this action." } } : answer([makeTask()])
      })
    })
    expect(await screen.findByText("Requests could not be loaded.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByRole("link", { name: /Add a pricing page/ })).toBeTruthy()
  })
})
