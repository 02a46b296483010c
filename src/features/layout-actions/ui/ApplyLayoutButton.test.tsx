import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeDriftedFile, makeOverwriteCheck } from "@/entities/overwrite"
import type { Batch } from "@/shared/api"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { ApplyLayoutButton } from "./ApplyLayoutButton.tsx"

const applyPath = "POST /module/api/v2/layouts/4/apply"
const checkPath = "GET /module/api/v2/layouts/4/apply-check"
const batchPath = "GET /portal/api/v2/batch/batch-9"
/** The overwrite review's check before the batch starts: nothing edited unless a test says otherwise. */
const overwriteCheck = "POST /portal/api/v2/portals/:id/overwrite-check"
const nothingEdited: FakeRoute = { status: 200, body: { data: makeOverwriteCheck([]) } }
const content = { files: [{ path: "css/main.css" }, { path: "js/slider.js" }], modules: [{ key: "hero-banner", name: "Hero Banner" }] }

const item = (kind: "module" | "file", key: string, status: string, needs: string | null = null) => ({
  kind,
  key,
  name: kind === "module" ? "Hero Banner" : key,
  status,
  needs_theme: needs,
  reason: needs === null ? null : `Built for theme ${needs}.`
})
const fits: FakeRoute = {
  status: 200,
  body: {
    data: {
      portal_version: "5.0.0",
      items: [item("file", "css/main.css", "apply"), item("file", "js/slider.js", "current"), item("module", "hero-banner", "apply")]
    }
  }
}

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

const setup = (routes: Record<string, FakeRoute>, layoutContent: unknown = content) =>
  renderWithApp(
    <ApplyLayoutButton
      layout={{ id: 4, name: "Acme starter", content: layoutContent }}
      portal={{ id: 101, name: "Acme Staging" }}
      pollInterval="10 millis"
    />,
    {
      server: fakeServer({ [checkPath]: fits, [overwriteCheck]: nothingEdited, ...routes })
    }
  )

const confirmApply = async () => {
  fireEvent.click(await screen.findByRole("button", { name: "Apply layout Acme starter" }))
  const dialog = await screen.findByRole("alertdialog")
  expect(dialog.textContent).toContain("Acme starter adds its theme files to Acme Staging")
  const yes = within(dialog).getByRole("button", { name: "Yes, apply it!" })
  await waitFor(() => expect(yes.hasAttribute("disabled") || yes.getAttribute("aria-disabled") === "true").toBe(false))
  fireEvent.click(yes)
}

describe("ApplyLayoutButton", () => {
  it("names beforehand what is built for a newer theme than the portal's, and disables Apply when nothing else is left", async () => {
    const incompatible: FakeRoute = {
      status: 200,
      body: {
        data: {
          portal_version: "4.1.0",
          items: [
            item("file", "css/main.css", "incompatible", "5.0.0"),
            item("file", "js/slider.js", "apply"),
            item("module", "hero-banner", "incompatible", "5.0.0")
          ]
        }
      }
    }
    const view = await setup({ [checkPath]: incompatible })
    fireEvent.click(await screen.findByRole("button", { name: "Apply layout Acme starter" }))
    const dialog = await screen.findByRole("alertdialog")
    await waitFor(() => expect(dialog.textContent).toContain("Built for another theme version"))
    expect(dialog.textContent).toContain("Acme Staging runs theme 4.1.0.")
    const listed = within(dialog).getByRole("list", { name: "Not applied: another theme version" })
    expect(
      within(listed)
        .getAllByRole("listitem")
        .map((row) => row.textContent)
    ).toEqual(["css/main.css needs theme 5.0.0", "Hero Banner needs theme 5.0.0"])
    expect(dialog.textContent).toContain("1 item to apply.")
    expect(view.server.requests.find((request) => request.path.endsWith("/apply-check"))?.search).toBe("?portal=101")
    view.unmount()

    await setup({
      [checkPath]: {
        status: 200,
        body: { data: { portal_version: "4.1.0", items: [item("file", "css/main.css", "incompatible", "5.0.0")] } }
      }
    })
    fireEvent.click(await screen.findByRole("button", { name: "Apply layout Acme starter" }))
    const nothing = await screen.findByRole("alertdialog")
    await waitFor(() => expect(nothing.textContent).toContain("Nothing in this layout can be applied to Acme Staging."))
    expect(within(nothing).getByRole("button", { name: "Yes, apply it!" }).hasAttribute("disabled")).toBe(true)
  })

  it("is not offered for a layout holding no modules or theme files, and says why", async () => {
    await setup({}, { blocks: ["hero"] })
    const button = await screen.findByRole("button", { name: "Apply layout Acme starter" })
    expect(button.hasAttribute("disabled")).toBe(true)
    expect(button.getAttribute("aria-describedby")).toBeTruthy()
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Nothing to apply: it holds no modules or theme files."
    )
  })

  it("asks, applies to the open portal, shows progress and says when everything was applied", async () => {
    const view = await setup({
      [applyPath]: { status: 202, body: { data: { batch_id: "batch-9" } } },
      [batchPath]: reads(batch(1, 0, 3), batch(3, 0, 3))
    })
    await confirmApply()
    expect(await screen.findByText("Acme starter has been applied: 3 items done.", {}, { timeout: 10_000 })).toBeTruthy()
    expect(view.server.requests.filter((request) => request.method === "POST").map((request) => [request.path, request.body])).toEqual([
      ["/portal/api/v2/portals/101/overwrite-check", { operation: { kind: "layout", layout_id: 4 } }],
      ["/module/api/v2/layouts/4/apply", { portal: 101 }]
    ])
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })

  it("reviews the files the portal holds edited before the batch starts, and sends the choice with it", async () => {
    const file = makeDriftedFile()
    const view = await setup({
      [overwriteCheck]: { status: 200, body: { data: makeOverwriteCheck([file]) } },
      [applyPath]: { status: 202, body: { data: { batch_id: "batch-9" } } },
      [batchPath]: reads(batch(3, 0, 3))
    })
    await confirmApply()
    const review = await screen.findByRole("dialog", { name: "Edited in HubSpot" })
    expect(screen.queryByRole("alertdialog")).toBeNull()
    fireEvent.click(within(review).getByRole("radio", { name: /Keep the portal's file/ }))
    fireEvent.click(within(review).getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("Acme starter has been applied: 3 items done.", {}, { timeout: 10_000 })).toBeTruthy()
    expect(view.server.requests.find((request) => request.path.endsWith("/apply"))?.body).toEqual({
      portal: 101,
      resolutions: [{ path: file.path, portal_hash: file.portal_hash, choice: "keep" }]
    })
  })

  it("a cancelled review starts nothing", async () => {
    const view = await setup({
      [overwriteCheck]: { status: 200, body: { data: makeOverwriteCheck() } },
      [applyPath]: { status: 202, body: { data: { batch_id: "batch-9" } } }
    })
    await confirmApply()
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Edited in HubSpot" })).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(view.server.requests.some((request) => request.path.endsWith("/apply"))).toBe(false)
    expect(screen.getByRole("button", { name: "Apply layout Acme starter" }).hasAttribute("disabled")).toBe(false)
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
