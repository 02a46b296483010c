import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { SaveLayoutForm } from "./SaveLayoutForm.tsx"

const createPath = "POST /module/api/v2/layouts"
const stamp = "2026-11-28T08:00:00.000Z"

const setup = async (routes: Record<string, FakeRoute>) => {
  const onSaved = vi.fn()
  const view = await renderWithApp(
    <>
      <AlertOutlet />
      <SaveLayoutForm portal={{ id: 101, name: "Acme Portal" }} onSaved={onSaved} />
    </>,
    { server: fakeServer(routes) }
  )
  fireEvent.click(await screen.findByRole("button", { name: "Save as layout" }))
  return { ...view, onSaved }
}

describe("SaveLayoutForm", () => {
  it("saves the portal's setup under the given name, without content (the server records the setup)", async () => {
    const saved = {
      id: 9,
      portal_id: 101,
      portal_name: "Acme Portal",
      agency_id: 1,
      created_by: 10,
      name: "Starter",
      content: { modules: [], files: [] },
      created_at: stamp,
      updated_at: stamp
    }
    const view = await setup({ [createPath]: { status: 201, body: { data: saved } } })
    const field = screen.getByRole("textbox", { name: /Layout name/ }) as HTMLInputElement
    expect(field.value).toMatch(/^Acme Portal setup \d{4}-\d{2}-\d{2}$/)
    fireEvent.change(field, { target: { value: "  Starter " } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Layout has been saved!")).toBeTruthy()
    expect(view.server.requests.find((request) => request.method === "POST")?.body).toEqual({ portal: 101, name: "Starter" })
    expect(view.onSaved).toHaveBeenCalledWith(saved)
    expect(screen.getByRole("button", { name: "Save as layout" })).toBeTruthy()
  })

  it("names the field when the name is empty or refused, and keeps the form", async () => {
    const view = await setup({ [createPath]: { status: 422, body: { message: "name: The name must be at most 255 characters." } } })
    const field = screen.getByRole("textbox", { name: /Layout name/ })
    fireEvent.change(field, { target: { value: " " } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The name field is required.")).toBeTruthy()
    expect(view.server.requests).toHaveLength(0)
    fireEvent.change(field, { target: { value: "x" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    // The server's message for the name is shown beside the field, without the field's key before it.
    expect(await screen.findByText("The name must be at most 255 characters.")).toBeTruthy()
    expect(field.getAttribute("aria-invalid")).toBe("true")
    await waitFor(() => expect(view.onSaved).not.toHaveBeenCalled())
  })

  it("says so and saves nothing when the portal holds no modules or theme files", async () => {
    const message = "This portal has no modules or theme files installed yet: there is nothing to save as a layout."
    const view = await setup({ [createPath]: { status: 422, body: { message, errors: { portal: [message] } } } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect((await screen.findByRole("alert")).textContent).toBe(message)
    expect(screen.queryByText("Layout has been saved!")).toBeNull()
    expect(screen.getByRole("textbox", { name: /Layout name/ }).getAttribute("aria-invalid")).toBeNull()
    await waitFor(() => expect(view.onSaved).not.toHaveBeenCalled())
  })
})
