import { fireEvent, screen, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { makePortalBatch, portalBatchesPoll } from "@/entities/batch"
import { editorPathOf, openPortalRoute } from "@/entities/portal"
import { formatDate } from "@/shared/lib/date"
import { makePortal } from "@/shared/lib/fixtures"
import { type FakeRoute, type FakeServer, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { TransitionDrawer } from "./TransitionDrawer.tsx"

/** The drawer's own calls: the open portal's read (the editor's loader makes it in the app) left out. */
const drawerCalls = (server: FakeServer) => server.requests.filter((request) => !/\/portals\/\d+$/.test(request.path))

const route = "GET /portal/api/v2/portals/101/batches"
const slow = { timeout: 15_000 }

async function openDrawer(answer: FakeRoute) {
  const store = createStore()
  const opened = makePortal({ id: 101 })
  store.set(openDrawerAtom, "transition")
  const server = fakeServer({ ...openPortalRoute(opened), [route]: answer })
  await renderWithApp(<TransitionDrawer />, { store, server, path: editorPathOf(opened) })
  return server
}

const finished = makePortalBatch({
  id: "batch-2",
  status: "finished",
  progress: 100,
  processedJobs: 3,
  failedJobs: 1,
  finished_at: "2026-11-28T10:01:00.000Z",
  items: [
    { seq: 1, label: "Hero Banner", status: "failed", error: "Install css/main.css (2.0.0) first." },
    { seq: 2, label: "Feature Grid", status: "done", error: null },
    { seq: 3, label: "Call To Action", status: "done", error: null },
    { seq: 4, label: "FAQ Accordion", status: "done", error: null }
  ]
})

describe("TransitionDrawer", () => {
  it("shows a spinner while the batches load, claiming no work runs", async () => {
    await openDrawer("hang")
    expect(screen.getByRole("dialog", { name: "Recent activity" })).toBeTruthy()
    expect(await screen.findByRole("progressbar", { name: "Loading the work on this portal" })).toBeTruthy()
  })

  it("says so when no work runs", async () => {
    const server = await openDrawer({ status: 200, body: { data: [] } })
    expect(await screen.findByText("No work has run on this portal in the last 24 hours.", {}, slow)).toBeTruthy()
    expect(screen.getByRole("dialog", { name: "Recent activity" })).toBeTruthy()
    expect(drawerCalls(server)[0]?.path).toBe("/portal/api/v2/portals/101/batches")
  })

  it("tells a failed read and reads again on Retry", async () => {
    let calls = 0
    const server = await openDrawer(() =>
      ++calls === 1 ? { status: 500, body: { message: "boom" } } : { status: 200, body: { data: [] } }
    )
    expect(await screen.findByText("The work on this portal could not be loaded.", {}, slow)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByText("No work has run on this portal in the last 24 hours.", {}, slow)).toBeTruthy()
    expect(drawerCalls(server)).toHaveLength(2)
  })

  it("shows a running batch's progress as n/total and each item as it stands", async () => {
    await openDrawer({ status: 200, body: { data: [makePortalBatch()] } })
    const card = await screen.findByRole("listitem", { name: "Install Landing Page Essentials" }, slow)
    const bar = within(card).getByRole("progressbar", { name: "Running" })
    expect(bar.getAttribute("aria-valuenow")).toBe("2")
    expect(bar.getAttribute("aria-valuemax")).toBe("4")
    expect(card.textContent).toContain("2/4")
    expect(screen.getByRole("dialog", { name: "Activity in progress" })).toBeTruthy()
    const started = within(card).getByText(/^Started /)
    expect(started.textContent).toBe(`Started ${formatDate("2026-11-28T10:00:00.000Z", "detailed")} by Ada Admin`)
    expect(started.getAttribute("datetime")).toBe("2026-11-28T10:00:00.000Z")
    const items = within(within(card).getByRole("list", { name: "Install Landing Page Essentials results" })).getAllByRole("listitem")
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual([
      "Hero Banner: Done",
      "Feature Grid: Done",
      "Call To Action: Running",
      "FAQ Accordion: Waiting"
    ])
  })

  it("lists a finished batch's items: failed with the reason, done ones ticked", async () => {
    await openDrawer({
      status: 200,
      body: { data: [makePortalBatch({ id: "batch-3", title: "Theme upgrade", kind: "version-upgrade" }), finished] }
    })
    const card = await screen.findByRole("listitem", { name: "Install Landing Page Essentials" }, slow)
    expect(within(card).getByRole("progressbar", { name: "Finished, 1 failed" }).getAttribute("aria-valuenow")).toBe("4")
    const results = within(card).getByRole("list", { name: "Install Landing Page Essentials results" })
    const items = within(results).getAllByRole("listitem")
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual([
      "Hero Banner: Failed",
      "Feature Grid: Done",
      "Call To Action: Done",
      "FAQ Accordion: Done"
    ])
    expect(items[0]!.textContent).toContain("Install css/main.css (2.0.0) first.")
    expect(items[1]!.textContent).toContain("✓")
    expect(screen.getByRole("listitem", { name: "Theme upgrade" })).toBeTruthy()
  })

  it("is 'Recent activity' once everything has finished, each batch with when it ran and who started it", async () => {
    await openDrawer({
      status: 200,
      body: {
        data: [
          finished,
          makePortalBatch({
            id: "batch-5",
            title: "Portal setup",
            status: "finished",
            finished_at: "2026-11-28T11:00:00.000Z",
            started_by: null
          })
        ]
      }
    })
    const card = await screen.findByRole("listitem", { name: "Install Landing Page Essentials" }, slow)
    expect(screen.getByRole("dialog", { name: "Recent activity" })).toBeTruthy()
    expect(screen.queryByRole("dialog", { name: "Activity in progress" })).toBeNull()
    expect(
      within(card)
        .getByText(/^Finished 2/)
        .getAttribute("datetime")
    ).toBe("2026-11-28T10:01:00.000Z")
    expect(card.textContent).toContain(`Started ${formatDate("2026-11-28T10:00:00.000Z", "detailed")} by Ada Admin`)
    // Nobody to name: the time alone.
    const setup = screen.getByRole("listitem", { name: "Portal setup" })
    expect(setup.textContent).toContain(
      `Started ${formatDate("2026-11-28T10:00:00.000Z", "detailed")} · Finished ${formatDate("2026-11-28T11:00:00.000Z", "detailed")}`
    )
  })

  it("polls every 5 s while a batch is unfinished and stops once all have finished", () => {
    expect(portalBatchesPoll([makePortalBatch(), finished])).toBe(5_000)
    expect(portalBatchesPoll([finished])).toBe(false)
    expect(portalBatchesPoll([])).toBe(false)
  })
})
