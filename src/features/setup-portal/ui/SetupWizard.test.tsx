import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { CONNECTION_ISSUES } from "@/entities/batch"
import { type FakeAnswer, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { CustomFolderForm } from "./CustomFolderForm.tsx"
import { SetupChoice } from "./SetupChoice.tsx"
import { SetupProgress } from "./SetupProgress.tsx"

const api = "/portal/api/v2"
const batch = (processedJobs: number, failedJobs = 0, totalJobs = 4): FakeAnswer => ({
  status: 200,
  body: {
    data: {
      id: "b1",
      processedJobs,
      failedJobs,
      totalJobs,
      progress: Math.floor(((processedJobs + failedJobs) * 100) / totalJobs),
      status: processedJobs + failedJobs >= totalJobs ? "finished" : "running"
    }
  }
})
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }))

describe("SetupChoice", () => {
  it("the default install starts the batch; 'Use a custom folder' leaves for the custom page", async () => {
    const server = fakeServer({ [`POST ${api}/setup-wizards`]: { status: 200, body: { data: { batch_id: "b1" } } } })
    const onStarted = vi.fn()
    const onCustom = vi.fn()
    await renderWithApp(<SetupChoice portalId={3} portalName="Cobalt Portal" onStarted={onStarted} onCustom={onCustom} />, { server })
    expect((screen.getByRole("textbox", { name: /Portal name/ }) as HTMLInputElement).value).toBe("Cobalt Portal")
    press("Use a custom folder")
    // The form checks the name as it submits, so the way on comes a tick after the press.
    await waitFor(() => expect(onCustom).toHaveBeenCalledWith(undefined))
    press("Install in the default folder (sr)")
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith("b1"))
    // An unchanged name is not sent.
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({ portal_id: 3 })
  })

  it("names the portal: prefilled with the CRM account's name, required, sent when changed, carried to the custom page", async () => {
    const server = fakeServer({ [`POST ${api}/setup-wizards`]: { status: 200, body: { data: { batch_id: "b1" } } } })
    const onStarted = vi.fn()
    const onCustom = vi.fn()
    await renderWithApp(<SetupChoice portalId={3} portalName="Northwind Test Hub" onStarted={onStarted} onCustom={onCustom} />, { server })
    const field = screen.getByRole("textbox", { name: /Portal name/ })
    fireEvent.change(field, { target: { value: "  " } })
    press("Install in the default folder (sr)")
    expect(await screen.findByText("The name field is required.")).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(field))
    expect(server.requests.filter((request) => request.method === "POST")).toHaveLength(0)

    fireEvent.change(field, { target: { value: " Northwind Website " } })
    press("Use a custom folder")
    await waitFor(() => expect(onCustom).toHaveBeenCalledWith("Northwind Website"))
    press("Install in the default folder (sr)")
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith("b1"))
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({ portal_id: 3, name: "Northwind Website" })
  })

  it("409 shows 'already set up' with the way to the editor", async () => {
    const server = fakeServer({ [`POST ${api}/setup-wizards`]: { status: 409, body: { message: "This portal is already set up." } } })
    await renderWithApp(<SetupChoice portalId={3} portalName="Cobalt Portal" onStarted={vi.fn()} onCustom={vi.fn()} />, { server })
    press("Install in the default folder (sr)")
    expect(await screen.findByText("This portal is already set up.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Open the editor" })).toBeTruthy()
  })
})

describe("CustomFolderForm", () => {
  it("validates the name, checks availability, then installs into the free folder", async () => {
    const server = fakeServer({
      [`GET ${api}/portals/3/check-folder`]: (request) => ({
        status: 200,
        body: { data: { folder: "x", available: !request.search.includes("taken") } }
      }),
      [`POST ${api}/setup-wizards-custom`]: { status: 200, body: { data: { batch_id: "b9" } } }
    })
    const onStarted = vi.fn()
    await renderWithApp(
      <CustomFolderForm portalId={3} portalName="Cobalt Portal" initialName="Cobalt Website" onStarted={onStarted} onBack={vi.fn()} />,
      { server }
    )
    expect((screen.getByRole("textbox", { name: /Portal name/ }) as HTMLInputElement).value).toBe("Cobalt Website")
    const field = screen.getByRole("textbox", { name: /Folder name/ })
    fireEvent.change(field, { target: { value: "my folder" } })
    press("Check availability")
    expect(await screen.findByText("The folder may only contain letters, numbers, dashes and underscores.")).toBeTruthy()
    expect(
      screen.getByRole("button", { name: "Install" }).hasAttribute("disabled") ||
        screen.getByRole("button", { name: "Install" }).getAttribute("aria-disabled") === "true"
    ).toBe(true)

    fireEvent.change(field, { target: { value: "taken" } })
    press("Check availability")
    expect(await screen.findByText("This folder is already in use.")).toBeTruthy()

    fireEvent.change(field, { target: { value: "client-theme" } })
    press("Check availability")
    expect(await screen.findByText("The folder 'client-theme' is available.")).toBeTruthy()
    press("Install")
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith("b9", "client-theme"))
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({
      portal_id: 3,
      folder: "client-theme",
      name: "Cobalt Website"
    })
  })
})

describe("SetupProgress", () => {
  it("shows processed/total while the batch runs, then 'Your portal is ready'", async () => {
    let reads = 0
    const server = fakeServer({ [`GET ${api}/batch/b1`]: () => batch(Math.min(4, reads++ * 2)) })
    const onReady = vi.fn()
    await renderWithApp(
      <SetupProgress portalId={3} batchId="b1" pollInterval="100 millis" onReady={onReady} onOpenEditor={vi.fn()} onRestarted={vi.fn()} />,
      { server }
    )
    await waitFor(() => expect(screen.getByRole("progressbar", { name: "Installing" }).getAttribute("aria-valuemax")).toBe("4"))
    expect(await screen.findByText("Your portal is ready")).toBeTruthy()
    expect(onReady).toHaveBeenCalled()
  })

  it("failed jobs show the connection-issues text; Retry starts the setup again", async () => {
    const server = fakeServer({
      [`GET ${api}/batch/b1`]: batch(3, 1),
      [`POST ${api}/setup-wizards-custom`]: { status: 200, body: { data: { batch_id: "b2" } } }
    })
    const onRestarted = vi.fn()
    await renderWithApp(
      <SetupProgress
        portalId={3}
        batchId="b1"
        folder="client-theme"
        pollInterval="20 millis"
        onReady={vi.fn()}
        onOpenEditor={vi.fn()}
        onRestarted={onRestarted}
      />,
      { server }
    )
    expect(await screen.findByText(CONNECTION_ISSUES)).toBeTruthy()
    press("Retry")
    await waitFor(() => expect(onRestarted).toHaveBeenCalledWith("b2"))
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({ portal_id: 3, folder: "client-theme" })
  })
})
