import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { editorPathOf, openPortalRoute } from "@/entities/portal"
import { makePortal } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { PortalDetailDrawer } from "./PortalDetailDrawer.tsx"

const portal = makePortal({ id: 101, name: "Acme Website", domain: null, hub_id: 4455667, plan: "core", custom_installation: "acme" })
const domains = { status: 200, body: { data: [{ id: "d1", domain: "www.acme.test", is_primary: true }] } }

async function openDrawer(routes: Record<string, FakeRoute>, selected = portal) {
  const store = createStore()
  store.set(openDrawerAtom, "portal-detail")
  const server = fakeServer({ ...openPortalRoute(selected), "GET /portal/api/v2/domains": domains, ...routes })
  await renderWithApp(
    <>
      <AlertOutlet />
      <PortalDetailDrawer />
    </>,
    { store, server, path: editorPathOf(selected) }
  )
  // The open portal is read through the cache (as the editor's loader left it) before the form shows.
  await screen.findByLabelText(/^Name/)
  return { server, store }
}

describe("PortalDetailDrawer", () => {
  it("shows the agency, folder, hub id and plan read-only and sends only name and domain, without the placeholder", async () => {
    const { server } = await openDrawer({
      "PUT /portal/api/v2/portals/101": (request) => ({ status: 200, body: { data: { ...portal, ...(request.body as object) } } })
    })
    const dialog = screen.getByRole("dialog", { name: "Portal Details" })
    expect((within(dialog).getByLabelText("Folder") as HTMLInputElement).readOnly).toBe(true)
    expect((within(dialog).getByLabelText("Folder") as HTMLInputElement).value).toBe("acme")
    expect((within(dialog).getByLabelText("Hub ID") as HTMLInputElement).value).toBe("4455667")
    expect((within(dialog).getByLabelText("Plan") as HTMLInputElement).value).toBe("Core")
    expect((within(dialog).getByLabelText("Agency") as HTMLInputElement).value).toBe("Acme Agency")
    expect(await within(dialog).findByRole("button", { name: /Select Domain/ })).toBeTruthy()
    expect(server.requests.find((request) => request.path === "/portal/api/v2/domains")?.search).toBe("?portal_id=101")

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Acme Renamed" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The portal was updated")).toBeTruthy()
    const put = server.requests.find((request) => request.method === "PUT")
    expect(put?.body).toEqual({ name: "Acme Renamed", domain: null })
    // The save invalidated the portal's keys: the open portal is read again.
    const reads = () => server.requests.filter((request) => request.method === "GET" && request.path === "/portal/api/v2/portals/101")
    await waitFor(() => expect(reads()).toHaveLength(2))
  })

  it("saves the chosen domain", async () => {
    const { server } = await openDrawer({
      "PUT /portal/api/v2/portals/101": { status: 200, body: { data: { ...portal, domain: "www.acme.test" } } }
    })
    fireEvent.click(await screen.findByRole("button", { name: /Select Domain/ }))
    fireEvent.click(await screen.findByRole("option", { name: "www.acme.test" }))
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await screen.findByText("The portal was updated")
    expect(server.requests.find((request) => request.method === "PUT")?.body).toEqual({ name: "Acme Website", domain: "www.acme.test" })
  })

  it("requires a name and shows a refused save's message", async () => {
    const { server } = await openDrawer({
      "PUT /portal/api/v2/portals/101": { status: 403, body: { message: "You do not have permission to perform this action." } }
    })
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: " " } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The name field is required.")).toBeTruthy()
    expect(server.requests.some((request) => request.method === "PUT")).toBe(false)
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Acme" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    const alert = (await screen.findByText("You do not have permission to perform this action.")).closest("[data-type]")
    expect(alert?.getAttribute("data-type")).toBe("danger")
  })

  it("a name the server refuses (422) shows beside the field and in the alert", async () => {
    await openDrawer({
      "PUT /portal/api/v2/portals/101": {
        status: 422,
        body: { message: "The name has already been taken.", errors: { name: ["The name has already been taken."] } }
      }
    })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    const alert = (await screen.findByText("The name has already been taken.", { selector: "[data-type] *" })).closest("[data-type]")
    expect(alert?.getAttribute("data-type")).toBe("danger")
    await waitFor(() => expect(screen.getAllByText("The name has already been taken.")).toHaveLength(2))
    // The server's message answers that save: the next change takes it away from the field.
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Acme Elsewhere" } })
    await waitFor(() => expect(screen.getAllByText("The name has already been taken.")).toHaveLength(1))
  })

  it("a stale save shows the conflict; Reload keeps the typed name, takes the rest as saved and sends the new version", async () => {
    const opened = { ...portal, lock_version: 3 }
    const now = { ...portal, domain: "www.acme.test", lock_version: 4 }
    let reads = 0
    const { server } = await openDrawer(
      {
        "GET /portal/api/v2/portals/101": () => ({ status: 200, body: { data: ++reads === 1 ? opened : now } }),
        "PUT /portal/api/v2/portals/101": (request) =>
          (request.body as { lock_version?: number }).lock_version === 3
            ? { status: 409, body: { message: "Mia Chen changed this portal after you opened it. Reload to see their changes." } }
            : { status: 200, body: { data: { ...now, ...(request.body as object), lock_version: 5 } } }
      },
      opened
    )
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Acme Renamed" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Mia Chen changed this portal after you opened it. Reload to see their changes.")).toBeTruthy()
    expect(screen.queryByText("The portal was updated")).toBeNull()

    fireEvent.click(screen.getByRole("button", { name: "Reload" }))
    expect(await screen.findByRole("button", { name: /www\.acme\.test/ })).toBeTruthy()
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Acme Renamed")
    await waitFor(() => expect(screen.queryByRole("button", { name: "Reload" })).toBeNull())

    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await screen.findByText("The portal was updated")
    expect(server.requests.filter((request) => request.method === "PUT").map((request) => request.body)).toEqual([
      { name: "Acme Renamed", domain: null, lock_version: 3 },
      { name: "Acme Renamed", domain: "www.acme.test", lock_version: 4 }
    ])
  })

  it("a domain list that fails to load offers a retry", async () => {
    await openDrawer({ "GET /portal/api/v2/domains": { status: 500, body: { message: "boom" } } })
    expect(await screen.findByText("The domains could not be loaded.")).toBeTruthy()
    await waitFor(() => expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy())
  })
})
