import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { makeDeletion } from "@/shared/lib/fixtures"
import { fakeServer, type FakeRoute, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { DeleteAccountSection } from "./DeleteAccountSection.tsx"

async function renderSection(mayDeleteAgency: boolean, routes: Record<string, FakeRoute> = {}) {
  const onDeleted = vi.fn()
  const server = fakeServer(routes)
  await renderWithApp(
    <>
      <AlertOutlet />
      <DeleteAccountSection agencyId={4} mayDeleteAgency={mayDeleteAgency} onDeleted={onDeleted} />
    </>,
    { server }
  )
  fireEvent.click(screen.getByRole("button", { name: "Delete Account" }))
  return { onDeleted, server }
}

describe("DeleteAccountSection", () => {
  it("is collapsed until opened; agency deletion is offered to agency admins only", async () => {
    await renderSection(false)
    expect(screen.getByRole("button", { name: "Delete My User Account" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Delete Agency Account" })).toBeNull()
  })

  it("asks 'Are you sure?' and deletes the agency account after 'Yes, delete it!'", async () => {
    const { onDeleted, server } = await renderSection(true, {
      "DELETE /agency/api/v2/agencies/me": { status: 200, body: { data: { message: "The agency account has been deleted.", deleted: makeDeletion() } } }
    })
    fireEvent.click(screen.getByRole("button", { name: "Delete Agency Account" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(dialog.textContent).toContain("You won't be able to revert this!")
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it!" }))
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith("The agency account has been deleted."))
    expect(server.requests.map((request) => `${request.method} ${request.path}${request.search}`)).toEqual(["DELETE /agency/api/v2/agencies/me?agency_id=4"])
  })

  it("'No, cancel!' deletes nothing; a refused deletion shows the server's message", async () => {
    const { onDeleted, server } = await renderSection(false, {
      "DELETE /auth/api/v2/users/me": { status: 403, body: { message: "The last super admin can not be deleted." } }
    })
    fireEvent.click(screen.getByRole("button", { name: "Delete My User Account" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "No, cancel!" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(server.requests).toHaveLength(0)

    fireEvent.click(screen.getByRole("button", { name: "Delete My User Account" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, delete it!" }))
    expect((await screen.findByText("The last super admin can not be deleted.")).closest("[data-type]")?.getAttribute("data-type")).toBe("danger")
    expect(onDeleted).not.toHaveBeenCalled()
    expect(server.requests[0]?.search).toBe("?agency_id=4")
  })
})
