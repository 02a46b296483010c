// The theme upgrade over theme files the portal holds edited in HubSpot: it asks first ("Edited in HubSpot") and
// sends the user's choices with the upgrade; an upgrade answered 409 40901 (a file edited since the check) asks
// again; Cancel starts nothing.
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { makeDriftedFile, makeOverwriteCheck, REVIEW_AGAIN_NOTICE } from "@/entities/overwrite"
import { type FakeAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { UpgradePortal } from "./UpgradePortal.tsx"

const api = "/portal/api/v2"
const CHECK = `POST ${api}/portals/:id/overwrite-check`
const UPGRADE = `POST ${api}/portals/2/version-upgrade`
const REVIEW_MESSAGE = "Files in this portal were edited in HubSpot since they were installed: review them before they are overwritten."
const drifted = makeDriftedFile({
  path: "sr/css/main.css",
  kind: "theme-file",
  owner_key: "css/main.css",
  owner_name: "main.css",
  installed_version: "1.1.0",
  incoming_version: "2.0.0",
  installed: "body { margin: 0; }\n",
  portal: "body { margin: 0; color: red; }\n",
  incoming: "@layer base {\n  body { margin: 0; }\n}\n"
})
const started: FakeAnswer = { status: 200, body: { data: { batch_id: "u1" } } }
const finished: FakeRoute = {
  status: 200,
  body: { data: { id: "u1", processedJobs: 1, failedJobs: 0, totalJobs: 1, progress: 100, status: "finished" } }
}
const reviewNeeded: FakeAnswer = { status: 409, body: { message: REVIEW_MESSAGE, status_code: 40901 } }

/** Answers in turn, repeating the last one. */
const inTurn = (...answers: ReadonlyArray<FakeAnswer>): FakeRoute => {
  let call = 0
  return () => answers[Math.min(call++, answers.length - 1)]!
}

const setup = (routes: Record<string, FakeRoute>) =>
  renderWithApp(<UpgradePortal portalId={2} pollInterval="20 millis" onOpenEditor={vi.fn()} onCancel={vi.fn()} />, {
    server: fakeServer({
      [`GET ${api}/portals/2/version-check`]: {
        status: 200,
        body: { data: { current_version: "4.1.0", latest_version: "5.0.0", upgrade_available: true, releases: [] } }
      },
      [`GET ${api}/portals/get-upgrade-files`]: {
        status: 200,
        body: { data: { files: [{ path: "css/main.css", name: "main.css", from_version: "1.1.0", to_version: "2.0.0" }] } }
      },
      [`GET ${api}/batch/u1`]: finished,
      ...routes
    })
  })

const upgrades = (server: { requests: ReadonlyArray<{ method: string; path: string; body: unknown }> }) =>
  server.requests.filter((request) => request.path.endsWith("/version-upgrade")).map((request) => request.body)

describe("UpgradePortal: the overwrite review", () => {
  it("asks about an edited theme file before the upgrade starts, and sends the choice with it", async () => {
    const { server } = await setup({ [CHECK]: { status: 200, body: { data: makeOverwriteCheck([drifted]) } }, [UPGRADE]: started })
    await screen.findByText("Version 4.1.0 → 5.0.0")
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))
    const dialog = await screen.findByRole("dialog", { name: "Edited in HubSpot" })
    expect(server.requests.find((request) => request.path.endsWith("/overwrite-check"))?.body).toEqual({
      operation: { kind: "version-upgrade" }
    })
    expect(upgrades(server)).toEqual([])
    fireEvent.click(within(dialog).getByRole("radio", { name: /Keep the portal's file/ }))
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("Your portal is up to date")).toBeTruthy()
    expect(upgrades(server)).toEqual([{ resolutions: [{ path: drifted.path, portal_hash: drifted.portal_hash, choice: "keep" }] }])
  })

  it("an upgrade answered 409 40901 opens the review and sends the upgrade again with the choices", async () => {
    const { server } = await setup({
      // Nothing edited at the first check; the file is edited before the upgrade reaches the server.
      [CHECK]: inTurn(
        { status: 200, body: { data: makeOverwriteCheck([]) } },
        { status: 200, body: { data: makeOverwriteCheck([drifted]) } }
      ),
      [UPGRADE]: inTurn(reviewNeeded, started)
    })
    await screen.findByText("Version 4.1.0 → 5.0.0")
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))
    const dialog = await screen.findByRole("dialog", { name: "Edited in HubSpot" })
    expect(await within(dialog).findByText(REVIEW_AGAIN_NOTICE)).toBeTruthy()
    // Not mistaken for "already on the latest version".
    expect(screen.queryByText("Your portal is up to date")).toBeNull()
    fireEvent.click(within(dialog).getByRole("radio", { name: /Take the new version/ }))
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("Your portal is up to date")).toBeTruthy()
    expect(upgrades(server)).toEqual([{}, { resolutions: [{ path: drifted.path, portal_hash: drifted.portal_hash, choice: "take" }] }])
  })

  it("a cancelled review starts nothing and leaves the review screen as it was", async () => {
    const { server } = await setup({ [CHECK]: { status: 200, body: { data: makeOverwriteCheck([drifted]) } }, [UPGRADE]: started })
    await screen.findByText("Version 4.1.0 → 5.0.0")
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }))
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Edited in HubSpot" })).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(upgrades(server)).toEqual([])
    expect(screen.getByRole("button", { name: "Upgrade" }).hasAttribute("disabled")).toBe(false)
  })
})
