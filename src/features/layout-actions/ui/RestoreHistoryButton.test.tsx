import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { makeDriftedFile, makeOverwriteCheck } from "@/entities/overwrite"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { RestoreHistoryButton } from "./RestoreHistoryButton.tsx"

const restorePath = "POST /module/api/v2/histories/7/restore"
/** The overwrite review's check before the restore: nothing edited unless a test says otherwise. */
const CHECK = "POST /portal/api/v2/portals/:id/overwrite-check"
const nothingEdited: FakeRoute = { status: 200, body: { data: makeOverwriteCheck([]) } }
const entry = {
  id: 7,
  portal_id: 101,
  name: "Two Column Layout 1.0.0",
  payload: { module: "dnd-two-column", version: "1.0.0", previous_version: "---" }
}

const setup = (
  routes: Record<string, FakeRoute>,
  shown: typeof entry | { id: number; portal_id: number; name: string; payload: unknown } = entry
) => {
  const onRestored = vi.fn()
  return renderWithApp(
    <>
      <AlertOutlet />
      <RestoreHistoryButton entry={shown} onRestored={onRestored} />
    </>,
    { server: fakeServer({ [CHECK]: nothingEdited, ...routes }) }
  ).then((view) => ({ ...view, onRestored }))
}

const confirmRestore = async () => {
  fireEvent.click(await screen.findByRole("button", { name: "Restore Two Column Layout 1.0.0" }))
  const dialog = await screen.findByRole("alertdialog")
  expect(dialog.textContent).toContain("The portal's files of Two Column Layout are replaced by version 1.0.0.")
  fireEvent.click(within(dialog).getByRole("button", { name: "Yes, restore it!" }))
  return dialog
}

describe("RestoreHistoryButton", () => {
  it("asks, restores the entry's version and says so", async () => {
    const view = await setup({ [restorePath]: { status: 200, body: { message: "Two Column Layout has been restored to 1.0.0." } } })
    await confirmRestore()
    expect(await screen.findByText("Two Column Layout has been restored to 1.0.0.")).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(view.onRestored).toHaveBeenCalledTimes(1)
    expect(view.server.requests.map((request) => [request.path, request.body])).toEqual([
      ["/portal/api/v2/portals/101/overwrite-check", { operation: { kind: "history", history_id: 7 } }],
      ["/module/api/v2/histories/7/restore", {}]
    ])
  })

  it("reviews a file the portal holds edited before restoring, and sends the choice", async () => {
    const file = makeDriftedFile({ incoming_version: "1.0.0" })
    const view = await setup({
      [CHECK]: { status: 200, body: { data: makeOverwriteCheck([file]) } },
      [restorePath]: { status: 200, body: { message: "Two Column Layout has been restored to 1.0.0." } }
    })
    await confirmRestore()
    const review = await screen.findByRole("dialog", { name: "Edited in HubSpot" })
    // The confirmation steps aside: the review is the only modal.
    expect(screen.queryByRole("alertdialog")).toBeNull()
    fireEvent.click(within(review).getByRole("radio", { name: /Take the new version/ }))
    fireEvent.click(within(review).getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("Two Column Layout has been restored to 1.0.0.")).toBeTruthy()
    expect(view.server.requests.at(-1)?.body).toEqual({ resolutions: [{ path: file.path, portal_hash: file.portal_hash, choice: "take" }] })
  })

  it("a cancelled review restores nothing", async () => {
    const view = await setup({
      [CHECK]: { status: 200, body: { data: makeOverwriteCheck() } },
      [restorePath]: { status: 200, body: { message: "Two Column Layout has been restored to 1.0.0." } }
    })
    await confirmRestore()
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Edited in HubSpot" })).getByRole("button", { name: "Cancel" }))
    // The confirmation that stepped aside for the review does not come back, not even for one render.
    expect(screen.queryByRole("alertdialog")).toBeNull()
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(view.server.requests.map((request) => request.path)).toEqual(["/portal/api/v2/portals/101/overwrite-check"])
    expect(view.onRestored).not.toHaveBeenCalled()
  })

  it("keeps the dialog open with the reason when the restore is refused", async () => {
    const view = await setup({ [restorePath]: { status: 422, body: { message: "File updates required: css/main.css (2.0.0)" } } })
    const dialog = await confirmRestore()
    await waitFor(() => expect(dialog.textContent).toContain("File updates required: css/main.css (2.0.0)"))
    expect(view.onRestored).not.toHaveBeenCalled()
  })

  it("offers nothing for an entry that names no module version", async () => {
    await setup({}, { id: 8, portal_id: 101, name: "Acme Portal", payload: { folder: "sr" } })
    expect(screen.queryByRole("button", { name: /Restore/ })).toBeNull()
  })
})
