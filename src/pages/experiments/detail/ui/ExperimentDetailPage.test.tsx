import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { makeExperiment } from "@/entities/experiment"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { ExperimentDetailPage } from "./ExperimentDetailPage.tsx"

const READ = "GET /portal/api/v2/experiments/7"

describe("ExperimentDetailPage", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("re-reads a running experiment every 5 seconds and shows the new numbers", async () => {
    let reads = 0
    const server = fakeServer({
      [READ]: () => {
        reads++
        const base = makeExperiment()
        return {
          status: 200,
          body: { data: { ...base, variants: base.variants.map((variant) => ({ ...variant, visitors: variant.visitors + reads * 1000 })) } }
        }
      }
    })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderWithApp(<ExperimentDetailPage portalId={3} experimentId={7} />, { server })
    const table = await screen.findByRole("grid", { name: "Variant results" })
    expect(within(table).getByText("2,180")).toBeTruthy()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await within(table).findByText("3,180")).toBeTruthy()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await within(table).findByText("4,180")).toBeTruthy()
    expect(reads).toBe(3)
  })

  it("starts a draft and shows the running results", async () => {
    const server = fakeServer({
      [READ]: { status: 200, body: { data: makeExperiment({ status: "draft", leader_variant_id: null }) } },
      "POST /portal/api/v2/experiments/7/start": { status: 200, body: { data: makeExperiment() } }
    })
    await renderWithApp(<ExperimentDetailPage portalId={3} experimentId={7} />, { server })
    expect(
      await screen.findByText(
        "Start the experiment to install its tracking snippet in the portal's theme and count the visitors of the page and its variation."
      )
    ).toBeTruthy()
    fireEvent.click(await screen.findByRole("button", { name: "Start" }))
    expect(await screen.findByText("Live: the results update every 5 seconds.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Stop" })).toBeTruthy()
    expect(within(screen.getByRole("grid", { name: "Variant results" })).getByText("91.23%")).toBeTruthy()
  })

  it("declares a winner after 'Are you sure?'", async () => {
    const server = fakeServer({
      [READ]: { status: 200, body: { data: makeExperiment({ status: "stopped" }) } },
      "POST /portal/api/v2/experiments/7/declare-winner": {
        status: 200,
        body: { data: makeExperiment({ status: "completed", winner_variant_id: 12 }) }
      }
    })
    await renderWithApp(<ExperimentDetailPage portalId={3} experimentId={7} />, { server })
    fireEvent.click(await screen.findByRole("button", { name: "Declare winner" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText("Are you sure?")).toBeTruthy()
    expect(within(dialog).getByText(/Bold headline will be declared the winner and the HubSpot A\/B test will end/)).toBeTruthy()
    expect(screen.getByText("Counting has stopped. HubSpot keeps showing both versions until you declare a winner.")).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, declare it!" }))
    expect(await screen.findByText("Completed")).toBeTruthy()
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({ variant_id: 12 })
    expect(screen.queryByRole("button", { name: "Declare winner" })).toBeNull()
  })

  it("shows a refused step", async () => {
    const server = fakeServer({
      [READ]: { status: 200, body: { data: makeExperiment({ status: "draft" }) } },
      "POST /portal/api/v2/experiments/7/start": { status: 409, body: { message: "Only a draft experiment can be started." } }
    })
    await renderWithApp(<ExperimentDetailPage portalId={3} experimentId={7} />, { server })
    fireEvent.click(await screen.findByRole("button", { name: "Start" }))
    expect(await screen.findByText("Only a draft experiment can be started.")).toBeTruthy()
  })

  it("deletes a draft after 'Delete experiment' and goes back to the list", async () => {
    const server = fakeServer({
      [READ]: { status: 200, body: { data: makeExperiment({ status: "draft", leader_variant_id: null }) } },
      "DELETE /portal/api/v2/experiments/7": { status: 200, body: { message: "Experiment deleted." } }
    })
    const { currentPath } = await renderWithApp(<ExperimentDetailPage portalId={3} experimentId={7} />, {
      server,
      path: "/portals-main/3/experiments/7"
    })
    fireEvent.click(await screen.findByRole("button", { name: "Delete experiment" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Delete experiment" })
    expect(
      within(dialog).getByText('Delete "Headline test"? Its variant pages are archived in HubSpot; the control page stays.')
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }))
    await waitFor(() => expect(currentPath()).toBe("/portals-main/3/experiments"))
    expect(server.requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([
      "/portal/api/v2/experiments/7"
    ])
  })

  it("says a completed experiment keeps its winning page, and Cancel deletes nothing", async () => {
    const server = fakeServer({ [READ]: { status: 200, body: { data: makeExperiment({ status: "completed", winner_variant_id: 12 }) } } })
    await renderWithApp(<ExperimentDetailPage portalId={3} experimentId={7} />, { server })
    fireEvent.click(await screen.findByRole("button", { name: "Delete experiment" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Delete experiment" })
    expect(within(dialog).getByText(/the control page and the winning page stay\.$/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(server.requests.filter((request) => request.method === "DELETE")).toHaveLength(0)
  })

  it("shows the refusal inside the dialog and stays on the page", async () => {
    const server = fakeServer({
      [READ]: { status: 200, body: { data: makeExperiment({ status: "stopped" }) } },
      "DELETE /portal/api/v2/experiments/7": { status: 409, body: { message: "Stop the experiment before deleting it." } }
    })
    const { currentPath } = await renderWithApp(<ExperimentDetailPage portalId={3} experimentId={7} />, {
      server,
      path: "/portals-main/3/experiments/7"
    })
    fireEvent.click(await screen.findByRole("button", { name: "Delete experiment" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Delete experiment" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }))
    expect(await within(dialog).findByText("Stop the experiment before deleting it.")).toBeTruthy()
    expect(currentPath()).toBe("/portals-main/3/experiments/7")
  })

  it("offers no delete while the experiment runs", async () => {
    const server = fakeServer({ [READ]: { status: 200, body: { data: makeExperiment() } } })
    await renderWithApp(<ExperimentDetailPage portalId={3} experimentId={7} />, { server })
    expect(await screen.findByRole("button", { name: "Stop" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Delete experiment" })).toBeNull()
  })
})
