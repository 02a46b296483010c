import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { DeleteDialogs, type DeleteDialogsProps } from "./DeleteDialogs.tsx"

const texts = {
  confirmTitle: "Are you sure?",
  confirmText: "You won't be able to revert this!",
  confirmLabel: "Yes, delete it!",
  cancelLabel: "No, cancel!",
  okLabel: "OK"
}

const renderDialogs = (props: Partial<DeleteDialogsProps>) => {
  const onConfirm = vi.fn()
  const onClose = vi.fn()
  render(
    <DeleteDialogs texts={texts} isAsking={false} isPending={false} outcome={null} onConfirm={onConfirm} onClose={onClose} {...props} />
  )
  return { onConfirm, onClose }
}

describe("DeleteDialogs", () => {
  it("asks first and reports Yes and No", () => {
    const { onConfirm, onClose } = renderDialogs({ isAsking: true })
    expect(screen.getByRole("alertdialog", { name: "Are you sure?" })).toBeTruthy()
    expect(screen.getByText("You won't be able to revert this!")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete it!" }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button", { name: "No, cancel!" }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("says 'Deleted!' and closes with OK", () => {
    const { onClose } = renderDialogs({ outcome: { tone: "success", title: "Deleted!", text: "User has been deleted." } })
    expect(screen.getByRole("dialog", { name: "Deleted!" })).toBeTruthy()
    expect(screen.getByText("User has been deleted.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "OK" }))
    expect(onClose).toHaveBeenCalled()
  })

  it("shows a warning as an alert dialog", () => {
    renderDialogs({ outcome: { tone: "warning", title: "Warning!", text: "Can not delete user." } })
    expect(screen.getByRole("alertdialog", { name: "Warning!" })).toBeTruthy()
  })

  it("shows nothing while idle", () => {
    renderDialogs({})
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })

  it("needs no outcome or OK label for lists that say 'Deleted!' with an alert", () => {
    const { okLabel: _ok, ...confirmTexts } = texts
    const onClose = vi.fn()
    render(<DeleteDialogs texts={confirmTexts} isAsking isPending={false} onConfirm={vi.fn()} onClose={onClose} />)
    fireEvent.click(screen.getByRole("button", { name: "No, cancel!" }))
    expect(onClose).toHaveBeenCalled()
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("moves from the question to 'Deleted!' inside one modal, so focus containment never lapses", () => {
    const props = { texts, isPending: false, onConfirm: vi.fn(), onClose: vi.fn() }
    const { rerender } = render(<DeleteDialogs {...props} isAsking outcome={null} />)
    const overlay = screen.getByRole("alertdialog", { name: "Are you sure?" }).closest("[data-rac]")?.parentElement
    rerender(<DeleteDialogs {...props} isAsking={false} outcome={{ tone: "success", title: "Deleted!", text: "Plan has been deleted." }} />)
    const done = screen.getByRole("dialog", { name: "Deleted!" })
    expect(done.textContent).toContain("Plan has been deleted.")
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(done.closest("[data-rac]")?.parentElement).toBe(overlay)
    expect(document.querySelectorAll("[role=dialog], [role=alertdialog]")).toHaveLength(1)
  })
})
