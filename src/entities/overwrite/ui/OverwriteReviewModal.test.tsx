import { fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { makeConflictingFile, makeDriftedFile, makeOverwriteCheck } from "../lib/makeDriftedFile.ts"
import { REVIEW_AGAIN_NOTICE } from "../model/reviewAgain.ts"
import type { OverwriteReviewState } from "../model/useOverwriteReview.ts"
import { OverwriteReviewModal } from "./OverwriteReviewModal.tsx"

const renderModal = (state: OverwriteReviewState) => {
  const handlers = { onRetry: vi.fn(), onCancel: vi.fn(), onContinue: vi.fn() }
  render(<OverwriteReviewModal state={state} {...handlers} />)
  return handlers
}

const continueButton = () => screen.getByRole("button", { name: "Continue" })

describe("OverwriteReviewModal", () => {
  it("shows the three versions of an edited file with their changes, and continues only after a choice", () => {
    const file = makeDriftedFile()
    const { onContinue } = renderModal({ kind: "ready", check: makeOverwriteCheck([file]), again: false })
    const dialog = screen.getByRole("dialog", { name: "Edited in HubSpot" })
    expect(dialog.textContent).toContain("These files were changed in the portal since they were installed")
    const section = within(dialog).getByRole("region", { name: "Hero Banner" })
    expect(section.textContent).toContain("sr/modules/hero.module/module.html")
    expect(section.textContent).toContain("Installed 1.2.0 · Portal now · New 1.3.0")
    // The portal's pane marks its edit against the installed version; the new one marks its own change.
    const portalPane = within(section).getByRole("group", { name: "Portal now" })
    expect(within(portalPane).getByText("Added:").closest("li")?.textContent).toContain('<h1 class="hero__title">')
    const newPane = within(section).getByRole("group", { name: "New 1.3.0" })
    expect(within(newPane).getByText("Added:").closest("li")?.textContent).toContain("{{ module.link_text }}")
    expect(within(newPane).getByText("Removed:").closest("li")?.textContent).toContain("More</a>")

    expect(continueButton()).toHaveProperty("disabled", true)
    fireEvent.click(within(section).getByRole("radio", { name: /Keep the portal's file/ }))
    expect(continueButton()).toHaveProperty("disabled", false)
    fireEvent.click(continueButton())
    expect(onContinue).toHaveBeenCalledWith([{ path: file.path, portal_hash: file.portal_hash, choice: "keep" }])
  })

  it("waits for every file, and sends the new version for a file taken", () => {
    const first = makeDriftedFile()
    const second = makeDriftedFile({ path: "sr/css/main.css", owner_name: "main.css", portal_hash: "c".repeat(64) })
    const { onContinue } = renderModal({ kind: "ready", check: makeOverwriteCheck([first, second]), again: false })
    expect(screen.getByText("0 of 2 files decided.")).toBeTruthy()
    fireEvent.click(within(screen.getByRole("region", { name: "Hero Banner" })).getByRole("radio", { name: /Take the new version/ }))
    expect(continueButton()).toHaveProperty("disabled", true)
    fireEvent.click(within(screen.getByRole("region", { name: "main.css" })).getByRole("radio", { name: /Keep the portal's file/ }))
    expect(screen.getByText("2 of 2 files decided.")).toBeTruthy()
    fireEvent.click(continueButton())
    expect(onContinue).toHaveBeenCalledWith([
      { path: first.path, portal_hash: first.portal_hash, choice: "take" },
      { path: second.path, portal_hash: second.portal_hash, choice: "keep" }
    ])
  })

  it("merges line by line: Continue waits for the conflict, resolved by keyboard, and sends the merged text", async () => {
    const user = userEvent.setup()
    const file = makeConflictingFile()
    const { onContinue } = renderModal({ kind: "ready", check: makeOverwriteCheck([file]), again: false })
    fireEvent.click(screen.getByRole("radio", { name: /Merge line by line/ }))
    expect(screen.getByText("0 of 1 conflict resolved.")).toBeTruthy()
    expect(continueButton()).toHaveProperty("disabled", true)
    const choices = screen.getByRole("radiogroup", { name: "Resolve conflict 1 of 1" })
    within(choices).getByRole("radio", { name: "Portal now" }).focus()
    await user.keyboard(" ")
    expect(continueButton()).toHaveProperty("disabled", false)
    fireEvent.click(continueButton())
    expect(onContinue).toHaveBeenCalledWith([{ path: file.path, portal_hash: file.portal_hash, choice: "merge", content: file.portal }])
  })

  it("Cancel writes nothing", () => {
    const { onCancel, onContinue } = renderModal({ kind: "ready", check: makeOverwriteCheck(), again: false })
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onContinue).not.toHaveBeenCalled()
  })

  it("shows the loading state, and a failed read with Retry", () => {
    const { onRetry } = renderModal({ kind: "failed", message: "HubSpot is busy. Please try again in a few seconds.", again: false })
    expect(screen.getByText("The portal's files could not be read.")).toBeTruthy()
    expect(screen.getByText("HubSpot is busy. Please try again in a few seconds.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it("says when a file was edited again since the review", () => {
    renderModal({ kind: "loading", again: true })
    expect(screen.getByText(REVIEW_AGAIN_NOTICE)).toBeTruthy()
    expect(screen.getByRole("dialog", { name: "Edited in HubSpot" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull()
  })
})
