import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeTask } from "@/entities/task"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { SupportTasksPage } from "./SupportTasksPage.tsx"

const LIST = "GET /task/api/v2/support/tasks"
const FACETS = "GET /task/api/v2/support/tasks/facets"

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))
const listRequests = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((request) => request.path === "/task/api/v2/support/tasks")

describe("SupportTasksPage", () => {
  it("lists every agency's requests and filters by agency, portal and assignee", async () => {
    const server = fakeServer({
      [LIST]: {
        status: 200,
        body: {
          data: [makeTask({ assignee: { id: 9, name: "Sam Support" } })],
          meta: { pagination: { total: 1, count: 1, per_page: 25, current_page: 1, total_pages: 1 } },
          quota: null
        }
      },
      [FACETS]: {
        status: 200,
        body: { data: { agencies: [{ id: 2, name: "Northwind Agency" }], portals: [{ id: 5, name: "Northwind Portal", agency_id: 2 }] } }
      }
    })
    await renderWithApp(<SupportTasksPage />, { server })
    const link = await screen.findByRole("link", { name: "Add a pricing page" })
    expect(link.getAttribute("href")).toBe("/admin/tasks/7")
    expect(screen.getAllByText("Sam Support").length).toBeGreaterThan(0)

    fireEvent.click(screen.getByRole("button", { name: /Agency/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Northwind Agency" }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ agency_id: "2" }))
    fireEvent.click(screen.getByRole("button", { name: /Portal/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Northwind Portal" }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ agency_id: "2", portal_id: "5" }))
    fireEvent.click(screen.getByRole("checkbox", { name: "Assigned to me" }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ assignee: "me" }))
    fireEvent.click(screen.getByRole("radio", { name: "Done" }))
    await waitFor(() => expect(params(listRequests(server).at(-1)?.search)).toMatchObject({ status: "done" }))
  })
})
