import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { CONNECTION_ISSUES } from "@/entities/batch"
import { type FakeAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { CustomPageCompletePage } from "./CustomPageCompletePage.tsx"

const batchPath = "/portal/api/v2/batch/b1"
const pagesPath = "/module/api/v2/page-templates/pages"
const batch = (progress: number, processedJobs: number, failedJobs = 0): FakeAnswer => ({
  status: 200,
  body: { data: { id: "b1", totalJobs: 4, progress, processedJobs, failedJobs, status: progress >= 100 ? "finished" : "running" } }
})
const created: FakeRoute = {
  status: 200,
  body: { data: { id: "p9", name: "Home 2", edit_url: "http://crm.test/pages/1/editor/p9/content" } }
}

const render = (routes: Record<string, FakeRoute>) =>
  renderWithApp(<CustomPageCompletePage portalId={101} batchId="b1" pollInterval="10 millis" />, {
    server: fakeServer(routes),
    path: "/portals-main/custom-page-complete?portal=101&batch=b1"
  })

describe("CustomPageCompletePage", () => {
  it("follows the batch with progress, then shows the created page with Edit Page and the way back", async () => {
    let finished = false
    const { server } = await render({
      [`GET ${batchPath}`]: () => (finished ? batch(100, 4) : batch(50, 2)),
      [`POST ${pagesPath}`]: created
    })
    const progress = await screen.findByRole("progressbar", { name: "Installing the template" })
    await waitFor(() => expect(progress.getAttribute("aria-valuetext")).toBe("2/4"))
    finished = true
    expect(await screen.findByRole("heading", { name: "Your page is ready", level: 1 })).toBeTruthy()
    expect(screen.getByRole("status").textContent).toContain("Page Home 2 has been created")
    const edit = screen.getByRole("link", { name: "Edit Page" })
    expect(edit.getAttribute("href")).toBe("http://crm.test/pages/1/editor/p9/content")
    expect(edit.getAttribute("target")).toBe("_blank")
    expect(screen.getByRole("link", { name: "Back to the editor" }).getAttribute("href")).toBe("/portals-main/101")
    expect(server.requests.filter((request) => request.path === pagesPath)).toEqual([
      expect.objectContaining({ method: "POST", body: { batch_id: "b1" } })
    ])
  })

  it("a batch that ended incomplete says so and never asks for the page", async () => {
    const { server } = await render({ [`GET ${batchPath}`]: batch(100, 3, 1) })
    expect((await screen.findByRole("alert")).textContent).toContain(CONNECTION_ISSUES)
    expect(server.requests.some((request) => request.path === pagesPath)).toBe(false)
  })

  it("shows the server's refusal, and Check again reads the batch again", async () => {
    let reads = 0
    await render({
      [`GET ${batchPath}`]: () => {
        reads += 1
        return reads === 1 ? { status: 403, body: { message: "This action is unauthorized." } } : batch(100, 4)
      },
      [`POST ${pagesPath}`]: created
    })
    expect((await screen.findByRole("alert")).textContent).toContain("This action is unauthorized.")
    fireEvent.click(screen.getByRole("button", { name: "Check again" }))
    await waitFor(() => expect(screen.getByRole("link", { name: "Edit Page" })).toBeTruthy())
  })
})
