import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"

import { Button } from "../button/Button.tsx"
import { ConfirmDialog } from "./ConfirmDialog.tsx"
import { Dialog } from "./Dialog.tsx"
import { Modal } from "./Modal.tsx"

function Harness({ isDismissable }: { isDismissable?: boolean }) {
  const [isOpen, setOpen] = useState(true)
  return (
    <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable={isDismissable}>
      <Dialog title="Migrate" footer={<Button onPress={() => setOpen(false)}>Cancel</Button>}>
        Pages will be migrated.
      </Dialog>
    </Modal>
  )
}

describe("Modal and Dialog", () => {
  it("shows a titled dialog and closes on Escape by default", () => {
    render(<Harness />)
    const dialog = screen.getByRole("dialog", { name: "Migrate" })
    fireEvent.keyDown(dialog, { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("ignores Escape when not dismissable, but its own buttons still close it", () => {
    render(<Harness isDismissable={false} />)
    const dialog = screen.getByRole("dialog", { name: "Migrate" })
    fireEvent.keyDown(dialog, { key: "Escape" })
    expect(screen.getByRole("dialog", { name: "Migrate" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("applies a pixel or CSS width", () => {
    render(
      <Modal isOpen onOpenChange={() => {}} width={866}>
        <Dialog title="Buy credits">x</Dialog>
      </Modal>
    )
    const modal = screen.getByRole("dialog").parentElement as HTMLElement
    expect(modal.style.width).toBe("866px")
  })
})

describe("ConfirmDialog", () => {
  const texts = {
    title: "Are you sure?",
    text: "You won't be able to revert this!",
    confirmLabel: "Yes, delete it!",
    cancelLabel: "No, cancel!"
  }

  it("confirms and cancels through its buttons", () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog isOpen tone="danger" {...texts} onConfirm={onConfirm} onCancel={onCancel} />)
    const dialog = screen.getByRole("alertdialog", { name: "Are you sure?" })
    expect(dialog.textContent).toContain("You won't be able to revert this!")
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete it!" }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button", { name: "No, cancel!" }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it("treats Escape as cancel", () => {
    const onCancel = vi.fn()
    render(<ConfirmDialog isOpen {...texts} onConfirm={() => {}} onCancel={onCancel} />)
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" })
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it("renders nothing when closed", () => {
    render(<ConfirmDialog isOpen={false} {...texts} onConfirm={() => {}} onCancel={() => {}} />)
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })
})
