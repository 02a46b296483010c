import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import type { Batch } from "@/shared/api"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"
import { ApplyLayoutButton } from "./ApplyLayoutButton.tsx"

const applyPath = "POST /module/api/v2/layouts/4/apply"
const batchPath = "GET /portal/api/v2/batch/batch-9"

const batch = (processed: number, failed: number, total: number): Batch => ({
  id: "batch-9",
  progress: Math.round(((processed + failed) / total) * 100),
  processedJobs: processed,
  failedJobs: failed,
  totalJobs: total,
  status: processed + failed >= total ? "finished" : "running"
})

/** Answers the batch reads in turn, repeating the last one. */
const reads = (...values: ReadonlyArray<Batch>): FakeRoute => {
  let read = 0
  return () => ({ status: 200, body: { data: values[Math.min(read++, values.length - 1)]! } })
}

const setup = (routes: Record<string, FakeRoute>) =>
  renderWithApp(<ApplyLayoutButton layout={{ id: 4, name: "Acme starter" }} portal={{ id: 101, name: "Acme Staging" }} pollInterval="10 millis" />, {
    server: fakeServer(routes)
  })

const confirmApply = async () => {
  fireEvent.click(await screen.findByRole("button", { name: "Apply layout Acme starter" }))
  const dialog = await screen.findByRole("alertdialog")
  expect(dialog.textContent).toContain("Acme starter adds its theme files to Acme Staging")
  fireEvent.click(within(dialog).getByRole("button", { name: "Yes, apply it!" }))
}

describe("ApplyLayoutButton", () => {
  it("asks, applies to the open portal, shows progress and says when everything was applied", async () => {
    const view = await setup({
      [applyPath]: { status: 202, body: { data: { batch_id: "batch-9" } } },
      [batchPath]: reads(batch(1, 0, 3), batch(3, 0, 3))
    })
    await confirmApply()
    expect(await screen.findByText("Acme starter has been applied: 3 items done.", {}, { timeout: 10_000 })).toBeTruthy()
    expect(view.server.requests.find((request) => request.method === "POST")?.body).toEqual({ portal: 101 })
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })

  it("never reads a partial failure as success: names how many failed and opens the drawer that says why", async () => {
    const view = await setup({
      [applyPath]: { status: 202, body: { data: { batch_id: "batch-9" } } },
      [batchPath]: reads(batch(2, 3, 5))
    })
    await confirmApply()
    expect(await screen.findByText("3 of 5 items of Acme starter could not be applied.", {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText(/has been applied/)).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Show what failed" }))
    expect(view.store.get(openDrawerAtom)).toBe("transition")
  })

  it("keeps the dialog open with the server's reason when the apply is refused", async () => {
    await setup({ [applyPath]: { status: 409, body: { message: "The portal already holds everything this layout names." } } })
    await confirmApply()
    const dialog = await screen.findByRole("alertdialog")
    await waitFor(() => expect(dialog.textContent).toContain("The portal already holds everything this layout names."))
    fireEvent.click(within(dialog).getByRole("button", { name: "No, cancel!" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(screen.queryByRole("status")?.textContent ?? "").toBe("")
  })
})
