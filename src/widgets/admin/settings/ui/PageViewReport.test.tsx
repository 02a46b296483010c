import { fireEvent, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { PageViewReport } from "./PageViewReport.tsx"

const REPORT = "GET /auth/api/v2/page-views"

async function show(report: FakeRoute) {
  const server = fakeServer({ [REPORT]: report })
  await renderWithApp(<PageViewReport />, { server })
  return server
}

describe("PageViewReport", () => {
  it("loads nothing until asked, then shows views and users per page for the last 7 days", async () => {
    const server = await show({
      status: 200,
      body: {
        data: {
          days: 7,
          total: 5,
          paths: [
            { path: "/portals-main", views: 4, users: 2 },
            { path: "/users", views: 1, users: 1 }
          ]
        }
      }
    })
    expect(server.requests).toHaveLength(0)
    fireEvent.click(screen.getByRole("button", { name: "Show page views" }))
    const table = await screen.findByRole("grid", { name: "Page views in the last 7 days" })
    const row = within(table).getByRole("row", { name: /\/portals-main/ })
    expect(
      within(row)
        .getAllByRole("gridcell")
        .map((cell) => cell.textContent)
    ).toEqual(["4", "2"])
    expect(screen.getByText("5 views in the last 7 days.")).toBeTruthy()
    expect(server.requests.map((request) => request.search)).toEqual(["?days=7"])
  })

  it("says so when nothing was viewed", async () => {
    await show({ status: 200, body: { data: { days: 7, total: 0, paths: [] } } })
    fireEvent.click(screen.getByRole("button", { name: "Show page views" }))
    expect(await screen.findByText("No page views in the last 7 days.")).toBeTruthy()
  })

  it("shows a refusal with Retry, and retrying loads again", async () => {
    let calls = 0
    await show(() => {
      calls += 1
      return calls === 1
        ? { status: 403, body: { message: "You do not have permission to perform this action." } }
        : { status: 200, body: { data: { days: 7, total: 0, paths: [] } } }
    })
    fireEvent.click(screen.getByRole("button", { name: "Show page views" }))
    expect(await screen.findByText("You do not have permission to perform this action.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByText("No page views in the last 7 days.")).toBeTruthy()
  })
})
