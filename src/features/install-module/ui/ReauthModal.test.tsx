import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { PermissionsDialog } from "./PermissionsDialog.tsx"
import { ReauthModal } from "./ReauthModal.tsx"

// 40010 (spec 2 section 8): the warning names HubDB in the spec's words, and the Reauth modal that follows
// Reauthorize says which permission the new tab is asking for, waiting and after a minute without word.
describe("the re-authorisation dialogs name the missing permission", () => {
  it("the 40010 warning, in the spec's words", () => {
    render(<PermissionsDialog isOpen onCancel={() => undefined} onReauthorize={() => undefined} />)
    const dialog = screen.getByRole("alertdialog", { name: "Additional Permissions Required" })
    expect(dialog.textContent).toContain("To use a module that requires HubDB, you need to grant additional OAuth permissions.")
    expect(within(dialog).getByRole("button", { name: "Reauthorize" })).toBeTruthy()
  })

  it("the Reauth modal while it waits", () => {
    render(<ReauthModal isOpen onClose={() => undefined} />)
    const modal = screen.getByRole("dialog", { name: "Re-authorization" })
    expect(modal.textContent).toContain(
      "Please complete the re-authorization in the new tab to grant the HubDB permission this module needs. This window closes when it is done."
    )
  })

  it("the Reauth modal after a minute without word", () => {
    render(<ReauthModal isOpen onClose={() => undefined} isSlow onCheckAgain={() => undefined} />)
    const status = within(screen.getByRole("dialog", { name: "Re-authorization" })).getByRole("status")
    expect(status.textContent).toBe("The HubDB permission has not reached us yet. If you finished in the other tab, check again.")
  })
})
