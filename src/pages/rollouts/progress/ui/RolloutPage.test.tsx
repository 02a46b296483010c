import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeRollout, makeRolloutPortal, ROLLOUT_ID } from "@/entities/rollout"
import type { Rollout } from "@/shared/api"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { RolloutPage } from "./RolloutPage.tsx"

const READ = "GET /portal/api/v2/rollouts/:id"
const answer = (rollout: Rollout) => ({ status: 200, body: { data: rollout } })
const ROLLBACK_ID = "0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f"

async function renderRollout(rollout: Rollout, routes: Record<string, FakeRoute> = {}) {
  const server = fakeServer({ [READ]: answer(rollout), ...routes })
  const app = await renderWithApp(<RolloutPage rolloutId={rollout.id} />, { server, path: `/rollouts/${rollout.id}` })
  await screen.findByRole("heading", { name: rollout.title })
  return app
}

const buttons = () =>
  within(screen.queryByRole("group", { name: "Rollout actions" }) ?? document.createElement("div"))
    .queryAllByRole("button")
    .map((button) => button.textContent)

const running = makeRolloutPortal({ portal_id: 2, portal_name: "Acme Shop", status: "running", items: [] })
const succeeded = makeRolloutPortal({ portal_id: 1, portal_name: "Acme Website", phase: "canary" })
const failed = makeRolloutPortal({
  portal_id: 3,
  portal_name: "Acme Blog",
  status: "failed",
  reason: "A file was edited in HubSpot since the preview.",
  items: [{ seq: 1, label: "Social Share", status: "failed", error: "A file was edited in HubSpot since the preview." }]
})

describe("RolloutPage: the actions its state allows", () => {
  it("running: Pause and Cancel", async () => {
    await renderRollout(makeRollout({ status: "running", portals: [succeeded, running] }))
    expect(buttons()).toEqual(["Pause", "Cancel rollout"])
  })

  it("paused by the threshold: the reason, Resume and Cancel", async () => {
    await renderRollout(
      makeRollout({ status: "paused", paused_reason: "2 portals failed: paused at the failure threshold", portals: [failed, failed] })
    )
    expect(screen.getByText("2 portals failed: paused at the failure threshold")).toBeTruthy()
    expect(buttons()).toEqual(["Resume", "Cancel rollout"])
  })

  it("finished with failures: Roll back only", async () => {
    await renderRollout(makeRollout({ status: "finished", portals: [succeeded, failed] }))
    expect(buttons()).toEqual(["Roll back"])
    expect(screen.getByText("Finished with failures")).toBeTruthy()
  })

  it("rolled back: no actions, a link to the rollback; a rollback links to what it undoes", async () => {
    await renderRollout(makeRollout({ status: "finished", rolled_back_by: ROLLBACK_ID, rollback_of: null }))
    expect(buttons()).toEqual([])
    expect(screen.getByRole("link", { name: "its rollback" }).getAttribute("href")).toBe(`/rollouts/${ROLLBACK_ID}`)
    cleanup()
    await renderRollout(makeRollout({ id: ROLLBACK_ID, title: "Rollback of Social Share 2.0.0", rollback_of: ROLLOUT_ID }))
    expect(screen.getByRole("link", { name: "the rollout it undoes" }).getAttribute("href")).toBe(`/rollouts/${ROLLOUT_ID}`)
  })

  it("Pause replaces the rollout on screen with the answer", async () => {
    const app = await renderRollout(makeRollout({ status: "running", portals: [succeeded, running] }), {
      "POST /portal/api/v2/rollouts/:id/pause": answer(
        makeRollout({ status: "paused", paused_reason: "Paused by Ann Agency", portals: [succeeded, running] })
      )
    })
    fireEvent.click(screen.getByRole("button", { name: "Pause" }))
    expect(await screen.findByText("Paused by Ann Agency")).toBeTruthy()
    expect(buttons()).toEqual(["Resume", "Cancel rollout"])
    expect(app.server.requests.some((request) => request.path === `/portal/api/v2/rollouts/${ROLLOUT_ID}/pause`)).toBe(true)
  })

  it("Cancel asks first, and a refusal stays in the dialog", async () => {
    const app = await renderRollout(makeRollout({ status: "running", portals: [succeeded, running] }), {
      "POST /portal/api/v2/rollouts/:id/cancel": { status: 409, body: { message: "The rollout has already ended." } }
    })
    fireEvent.click(screen.getByRole("button", { name: "Cancel rollout" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(app.server.requests.some((request) => request.path.endsWith("/cancel"))).toBe(false)
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }))
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).not.toBe(""))
    fireEvent.click(within(dialog).getByRole("button", { name: "No, keep it" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })

  it("Roll back asks first, then shows the rollback", async () => {
    const rollback = makeRollout({ id: ROLLBACK_ID, title: "Rollback of Social Share 2.0.0", status: "running", rollback_of: ROLLOUT_ID })
    const app = await renderRollout(makeRollout({ status: "finished" }), {
      "POST /portal/api/v2/rollouts/:id/rollback": answer(rollback)
    })
    fireEvent.click(screen.getByRole("button", { name: "Roll back" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, roll back" }))
    await waitFor(() => expect(app.currentPath()).toBe(`/rollouts/${ROLLBACK_ID}`))
  })
})

describe("RolloutPage: progress", () => {
  it("shows the counts, the bar, each portal's state and reason, and its items on demand", async () => {
    await renderRollout(makeRollout({ status: "finished", portals: [succeeded, failed] }))
    expect(screen.getByRole("progressbar", { name: "Portals done" }).getAttribute("aria-valuetext")).toBe("2/2")
    expect(screen.getByText("2 portals: 1 succeeded, 1 failed")).toBeTruthy()
    const blog = screen.getByRole("article", { name: "Acme Blog" })
    expect(blog.textContent).toContain("Failed")
    expect(blog.textContent).toContain("Upgrade 1.0.0 → 2.0.0")
    fireEvent.click(within(blog).getByRole("button", { name: "Show 1 item" }))
    expect(within(blog).getByRole("list", { name: "Items of Acme Blog" }).textContent).toContain("Social Share")
  })

  it("reads a working rollout again until it has ended", async () => {
    let ended = false
    const server = fakeServer({
      [READ]: () => answer(ended ? makeRollout({ status: "finished" }) : makeRollout({ status: "running", portals: [succeeded, running] }))
    })
    await renderWithApp(<RolloutPage rolloutId={ROLLOUT_ID} />, { server, path: `/rollouts/${ROLLOUT_ID}` })
    expect(await screen.findByRole("button", { name: "Pause" })).toBeTruthy()
    ended = true
    expect(await screen.findByRole("button", { name: "Roll back" }, { timeout: 8_000 })).toBeTruthy()
    const reads = server.requests.length
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    expect(server.requests.length).toBe(reads)
  })

  it("shows a failed load with Retry", async () => {
    const server = fakeServer({ [READ]: { status: 404, body: { message: "Not found" } } })
    await renderWithApp(<RolloutPage rolloutId={ROLLOUT_ID} />, { server, path: `/rollouts/${ROLLOUT_ID}` })
    expect(await screen.findByText("The rollout could not be loaded.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy()
  })
})
