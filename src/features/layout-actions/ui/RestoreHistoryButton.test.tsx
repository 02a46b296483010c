import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { RestoreHistoryButton } from "./RestoreHistoryButton.tsx"

const restorePath = "POST /module/api/v2/histories/7/restore"
const entry = { id: 7, name: "Two Column Layout 1.0.0", payload: { module: "dnd-two-column", version: "1.0.0", previous_version: "---" } }

const setup = (routes: Record<string, FakeRoute>, shown: { id: number; name: string; payload: unknown } = entry) => {
  const onRestored = vi.fn()
  return renderWithApp(
    <>
      <AlertOutlet />
      <RestoreHistoryButton entry={shown} onRestored={onRestored} />
    </>,
    { server: fakeServer(routes) }
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
  })

  it("keeps the dialog open with the reason when the restore is refused", async () => {
    const view = await setup({ [restorePath]: { status: 422, body: { message: "File updates required: css/main.css (2.0.0)" } } })
    const dialog = await confirmRestore()
    await waitFor(() => expect(dialog.textContent).toContain("File updates required: css/main.css (2.0.0)"))
    expect(view.onRestored).not.toHaveBeenCalled()
  })

  it("offers nothing for an entry that names no module version", async () => {
    await setup({}, { id: 8, name: "Acme Portal", payload: { folder: "sr" } })
    expect(screen.queryByRole("button", { name: /Restore/ })).toBeNull()
  })
})
