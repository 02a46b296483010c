import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { makeDeletion } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
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

  it("asks 'Are you sure?' with what goes with the agency, and deletes it after 'Yes, delete it!'", async () => {
    const goes = makeDeletion({
      portals: [{ id: 6, name: "Acme Portal", parent_id: null }],
      members: [{ id: 9, name: "Pat Member", email: "pat@example.com" }]
    })
    const { onDeleted, server } = await renderSection(true, {
      "GET /agency/api/v2/agencies/me/deletion": { status: 200, body: { data: goes } },
      "DELETE /agency/api/v2/agencies/me": {
        status: 200,
        body: { data: { message: "The agency account has been deleted.", deleted: goes } }
      }
    })
    fireEvent.click(screen.getByRole("button", { name: "Delete Agency Account" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(dialog.textContent).toContain("You won't be able to revert this!")
    await within(dialog).findByText("Acme Portal")
    expect(dialog.textContent).toContain("Pat Member")
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it!" }))
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith("The agency account has been deleted."))
    expect(server.requests.map((request) => `${request.method} ${request.path}${request.search}`)).toEqual([
      "GET /agency/api/v2/agencies/me/deletion?agency_id=4",
      "DELETE /agency/api/v2/agencies/me?agency_id=4"
    ])
  })

  it("while the agency's work runs, the only way on is to cancel it with the delete; a 409 stays in the question", async () => {
    const work = {
      batch_id: "2f6c1f0e-5b1e-4c55-9a43-0d1f5e8b7a21",
      kind: "module-install",
      title: "Install Landing Page Essentials",
      status: "running",
      portal_id: 6,
      portal_name: "Acme Portal"
    } as const
    let deletes = 0
    const { onDeleted, server } = await renderSection(true, {
      "GET /agency/api/v2/agencies/me/deletion": { status: 200, body: { data: makeDeletion({ work: [work] }) } },
      "DELETE /agency/api/v2/agencies/me": () => {
        deletes += 1
        return deletes === 1
          ? { status: 409, body: { message: "Work started since: Portal setup (batch 8a0d)." } }
          : {
              status: 200,
              body: {
                data: {
                  message: "The agency account has been deleted.",
                  deleted: makeDeletion({ work: [{ ...work, status: "cancelled" }] })
                }
              }
            }
      }
    })
    fireEvent.click(screen.getByRole("button", { name: "Delete Agency Account" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    await within(dialog).findByText(/Work is in progress/)
    expect(within(dialog).queryByRole("button", { name: "Yes, delete it!" })).toBeNull()
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel the work and delete" }))
    await within(dialog).findByText("Work started since: Portal setup (batch 8a0d).")
    expect(onDeleted).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel the work and delete" }))
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith("The agency account has been deleted."))
    expect(server.requests.filter((request) => request.method === "DELETE").map((request) => request.search)).toEqual([
      "?agency_id=4&cancel_work=true",
      "?agency_id=4&cancel_work=true"
    ])
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
    expect((await screen.findByText("The last super admin can not be deleted.")).closest("[data-type]")?.getAttribute("data-type")).toBe(
      "danger"
    )
    expect(onDeleted).not.toHaveBeenCalled()
    expect(server.requests[0]?.search).toBe("?agency_id=4")
  })
})
