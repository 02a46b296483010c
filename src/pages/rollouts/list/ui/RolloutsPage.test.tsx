import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeRollout, ROLLOUT_ID } from "@/entities/rollout"
import type { RolloutSummary } from "@/shared/api"
import { type FakeAnswer, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { RolloutsPage } from "./RolloutsPage.tsx"

const LIST = "GET /portal/api/v2/rollouts"

const page = (rows: ReadonlyArray<RolloutSummary>): FakeAnswer => ({
  status: 200,
  body: { data: rows, meta: { pagination: { total: rows.length, count: rows.length, per_page: 25, current_page: 1, total_pages: 1 } } }
})

const summary = (fields: Partial<RolloutSummary> = {}): RolloutSummary => {
  const { portals: _portals, ...rest } = makeRollout(fields)
  return rest
}

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))

describe("RolloutsPage", () => {
  it("invites the first rollout when there is none", async () => {
    await renderWithApp(<RolloutsPage />, { server: fakeServer({ [LIST]: page([]) }), path: "/rollouts" })
    expect(await screen.findByText("No rollouts yet.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "New rollout" }).getAttribute("href")).toBe("/rollouts/new")
  })

  it("lists rollouts with status, counts and who started them, and filters by status in the address", async () => {
    const server = fakeServer({ [LIST]: page([summary({ status: "paused" })]) })
    const app = await renderWithApp(<RolloutsPage />, { server, path: "/rollouts" })
    const link = await screen.findByRole("link", { name: "Social Share 2.0.0" })
    expect(link.getAttribute("href")).toBe(`/rollouts/${ROLLOUT_ID}`)
    const row = link.closest("tr") as HTMLElement
    expect(row.textContent).toContain("Paused")
    expect(row.textContent).toContain("2 portals: 2 succeeded")
    expect(row.textContent).toContain("Ann Agency")
    fireEvent.click(screen.getByRole("radio", { name: "Running" }))
    await waitFor(() => expect(params(server.requests.at(-1)?.search)).toEqual({ page: "1", status: "running" }))
    expect(app.currentPath()).toContain("status=running")
  })

  it("shows the load error with Retry", async () => {
    let calls = 0
    await renderWithApp(<RolloutsPage />, {
      server: fakeServer({ [LIST]: () => (++calls === 1 ? { status: 500, body: { message: "Server error" } } : page([summary()])) }),
      path: "/rollouts"
    })
    expect(await screen.findByText("Rollouts could not be loaded.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByRole("link", { name: "Social Share 2.0.0" })).toBeTruthy()
  })
})
