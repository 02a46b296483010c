import { fireEvent, screen, waitFor } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"

import { CONNECTION_ISSUES } from "@/entities/batch"
import { type FakeAnswer, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { UpgradeNotice } from "./UpgradeNotice.tsx"
import { UpgradePortal } from "./UpgradePortal.tsx"

const api = "/portal/api/v2"
const check = (current: string, releases: ReadonlyArray<{ version: string; message: string }> = []): FakeAnswer => ({
  status: 200,
  body: { data: { current_version: current, latest_version: "5.0.0", upgrade_available: current !== "5.0.0", releases } }
})
const files: FakeAnswer = {
  status: 200,
  body: {
    data: {
      files: [
        { path: "css/main.css", name: "main.css", from_version: "1.0.0", to_version: "2.0.0" },
        { path: "js/main.js", name: "main.js", from_version: null, to_version: "1.1.0" }
      ]
    }
  }
}
const batch = (processedJobs: number, failedJobs = 0, totalJobs = 2): FakeAnswer => ({
  status: 200,
  body: {
    data: {
      id: "u1",
      processedJobs,
      failedJobs,
      totalJobs,
      progress: Math.floor(((processedJobs + failedJobs) * 100) / totalJobs),
      status: processedJobs + failedJobs >= totalJobs ? "finished" : "running"
    }
  }
})
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }))

describe("UpgradePortal", () => {
  it("shows current → latest, the release notes and the files; Upgrade runs the batch to 'up to date'", async () => {
    let reads = 0
    const server = fakeServer({
      [`GET ${api}/portals/2/version-check`]: check("4.1.0", [
        { version: "4.2.0", message: "Icon buttons" },
        { version: "5.0.0", message: "Theme v5" }
      ]),
      [`GET ${api}/portals/get-upgrade-files`]: files,
      [`POST ${api}/portals/2/version-upgrade`]: { status: 200, body: { data: { batch_id: "u1" } } },
      [`GET ${api}/batch/u1`]: () => batch(Math.min(2, reads++))
    })
    const onOpenEditor = vi.fn()
    await renderWithApp(<UpgradePortal portalId={2} pollInterval="50 millis" onOpenEditor={onOpenEditor} onCancel={vi.fn()} />, { server })
    expect(await screen.findByText("Version 4.1.0 → 5.0.0")).toBeTruthy()
    const text = document.body.textContent ?? ""
    for (const fact of ["4.2.0", "Icon buttons", "Theme v5", "css/main.css (1.0.0 → 2.0.0)", "js/main.js (new → 1.1.0)"])
      expect(text).toContain(fact)
    expect(server.requests.find((request) => request.path.endsWith("get-upgrade-files"))?.search).toContain("portal_id=2")

    press("Upgrade")
    expect(await screen.findByText("Your portal is up to date")).toBeTruthy()
    expect(screen.getByText("The portal now runs version 5.0.0.")).toBeTruthy()
    press("Back to the editor")
    expect(onOpenEditor).toHaveBeenCalled()
  })

  it("a current portal says so; a failed job shows the connection issues with Retry", async () => {
    const current = fakeServer({
      [`GET ${api}/portals/1/version-check`]: check("5.0.0"),
      [`GET ${api}/portals/get-upgrade-files`]: { status: 200, body: { data: { files: [] } } }
    })
    const first = await renderWithApp(<UpgradePortal portalId={1} onOpenEditor={vi.fn()} onCancel={vi.fn()} />, { server: current })
    expect(await screen.findByText("Your portal is up to date")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Upgrade" })).toBeNull()
    first.unmount()

    const server = fakeServer({
      [`GET ${api}/portals/2/version-check`]: check("4.1.0"),
      [`GET ${api}/portals/get-upgrade-files`]: files,
      [`POST ${api}/portals/2/version-upgrade`]: { status: 200, body: { data: { batch_id: "u1" } } },
      [`GET ${api}/batch/u1`]: batch(1, 1)
    })
    await renderWithApp(<UpgradePortal portalId={2} pollInterval="50 millis" onOpenEditor={vi.fn()} onCancel={vi.fn()} />, { server })
    await screen.findByText("Version 4.1.0 → 5.0.0")
    press("Upgrade")
    expect(await screen.findByText(CONNECTION_ISSUES)).toBeTruthy()
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy()
  })

  it("Cancel leaves without upgrading; a file the portal already holds at its new version is not listed", async () => {
    const server = fakeServer({
      [`GET ${api}/portals/2/version-check`]: check("4.1.0"),
      [`GET ${api}/portals/get-upgrade-files`]: { status: 200, body: { data: { files: [] } } }
    })
    const onCancel = vi.fn()
    await renderWithApp(<UpgradePortal portalId={2} onOpenEditor={vi.fn()} onCancel={onCancel} />, { server })
    expect(await screen.findByText("No theme file changes: the portal already holds these files at their new versions.")).toBeTruthy()
    press("Cancel")
    expect(onCancel).toHaveBeenCalled()
    expect(server.requests.some((request) => request.method === "POST")).toBe(false)
  })

  it("a refused upgrade shows the server's message", async () => {
    const server = fakeServer({
      [`GET ${api}/portals/2/version-check`]: check("4.1.0"),
      [`GET ${api}/portals/get-upgrade-files`]: files,
      [`POST ${api}/portals/2/version-upgrade`]: { status: 403, body: { message: "Your agency is suspended." } }
    })
    await renderWithApp(<UpgradePortal portalId={2} onOpenEditor={vi.fn()} onCancel={vi.fn()} />, { server })
    await screen.findByText("Version 4.1.0 → 5.0.0")
    press("Upgrade")
    expect(await screen.findByText("Your agency is suspended.")).toBeTruthy()
  })
})

describe("UpgradeNotice", () => {
  it("offers the upgrade only when one is available", async () => {
    const server = fakeServer({ [`GET ${api}/portals/2/version-check`]: check("4.1.0") })
    const onUpgrade = vi.fn()
    await renderWithApp(<UpgradeNotice portalId={2} version="4.1.0" onUpgrade={onUpgrade} />, { server })
    expect(await screen.findByText("A new version of your portal's theme is available")).toBeTruthy()
    press("Upgrade portal")
    expect(onUpgrade).toHaveBeenCalled()
  })

  it("can be closed, and stays closed for that portal while the screen changes", async () => {
    const server = fakeServer({ [`GET ${api}/portals/2/version-check`]: check("4.1.0") })
    // Another screen of the portal mounts the notice anew.
    function Screens() {
      const [shown, setShown] = useState(1)
      return (
        <>
          <button type="button" onClick={() => setShown((count) => count + 1)}>
            Next screen
          </button>
          <UpgradeNotice key={shown} portalId={2} version="4.1.0" onUpgrade={vi.fn()} />
        </>
      )
    }
    await renderWithApp(<Screens />, { server })
    expect(await screen.findByText("A new version of your portal's theme is available")).toBeTruthy()
    press("Dismiss")
    await waitFor(() => expect(screen.queryByText("A new version of your portal's theme is available")).toBeNull())
    press("Next screen")
    await waitFor(() => expect(screen.getByRole("button", { name: "Next screen" })).toBeTruthy())
    expect(screen.queryByText("A new version of your portal's theme is available")).toBeNull()
  })

  it("shows nothing for a current portal", async () => {
    const server = fakeServer({ [`GET ${api}/portals/1/version-check`]: check("5.0.0") })
    await renderWithApp(<UpgradeNotice portalId={1} version="5.0.0" onUpgrade={vi.fn()} />, { server })
    await waitFor(() => expect(server.requests.some((request) => request.path.endsWith("/version-check"))).toBe(true))
    expect(screen.queryByText("A new version of your portal's theme is available")).toBeNull()
  })
})
