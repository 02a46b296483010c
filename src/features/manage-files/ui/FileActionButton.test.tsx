import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import type { ReactNode } from "react"
import { describe, expect, it, vi } from "vitest"

import { makeFile, type ThemeFile } from "@/entities/file"
import { upgradeKeys } from "@/entities/module"
import {
  armPendingCrmAction,
  forgetPendingCrmAction,
  holdPendingCrmAction,
  readyCrmAction,
  resumePendingCrmAction
} from "@/entities/portal"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { FileActionButton } from "./FileActionButton.tsx"
import { UpdateAllButton } from "./UpdateAllButton.tsx"

const base = "/portal/api/v2/files"
/** The overwrite review's check before each write: nothing edited unless a test says otherwise (no modal then). */
const CHECK = "POST /portal/api/v2/portals/:id/overwrite-check"
const nothingEdited: FakeRoute = { status: 200, body: { data: { checked_at: "2026-12-03T10:30:00.000Z", files: [] } } }
const checkOf = (portalId: number) => `/portal/api/v2/portals/${portalId}/overwrite-check`

async function setup(node: (onChanged: (files: ReadonlyArray<ThemeFile>) => void) => ReactNode, routes: Record<string, FakeRoute>) {
  const server = fakeServer({ [CHECK]: nothingEdited, ...routes })
  const store = createStore()
  const changed: Array<ThemeFile> = []
  const { queryClient } = await renderWithApp(
    <>
      <AlertOutlet />
      {node((files) => changed.push(...files))}
    </>,
    { store, server }
  )
  const invalidated = vi.spyOn(queryClient, "invalidateQueries")
  return { server, changed, store, invalidated }
}

const answer = (data: unknown): FakeRoute => ({ status: 200, body: { data } })
/** Presses the file's button by its state; its name also names the file ('Add main.css'). */
const press = (state: string) =>
  fireEvent.click(screen.getByRole("button", { name: state === "Update All" ? state : new RegExp(`^${state} (?!All$)`) }))

describe("FileActionButton", () => {
  it("an Add that a reconnect interrupted runs again once its row is shown after the round trip", async () => {
    armPendingCrmAction({ portalId: 101, drawer: "files", action: "file:install:css/main.css", label: "Add main.css" })
    holdPendingCrmAction(101)
    resumePendingCrmAction(101)
    const added = makeFile({ installed: true, hubspot_version: "1.1.0", button_state: "Added" })
    const { server, changed } = await setup((onChanged) => <FileActionButton file={makeFile()} portalId={101} onChanged={onChanged} />, {
      [`POST ${base}/install`]: answer(added)
    })
    expect(await screen.findByText("main.css has been added!")).toBeTruthy()
    expect(server.requests.map((request) => request.path)).toEqual([checkOf(101), `${base}/install`])
    expect(changed).toEqual([added])
    expect(readyCrmAction(101)).toBeNull()
    forgetPendingCrmAction()
  })

  it("an Add that ends without a reconnect leaves nothing to resume", async () => {
    await setup((onChanged) => <FileActionButton file={makeFile()} portalId={101} onChanged={onChanged} />, {
      [`POST ${base}/install`]: { status: 422, body: { message: "The file field is invalid." } }
    })
    press("Add")
    expect(await screen.findByText("The file field is invalid.")).toBeTruthy()
    await waitFor(() => expect(sessionStorage.getItem("pending_crm_action")).toBeNull())
  })

  it("Add installs the file and says '{file} has been added!'", async () => {
    const added = makeFile({ installed: true, hubspot_version: "1.1.0", button_state: "Added" })
    const { server, changed, invalidated } = await setup(
      (onChanged) => <FileActionButton file={makeFile()} portalId={101} onChanged={onChanged} />,
      {
        [`POST ${base}/install`]: answer(added)
      }
    )
    press("Add")
    expect(await screen.findByText("main.css has been added!")).toBeTruthy()
    // The editor bar's Files dot reads the portal's counts again.
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: upgradeKeys.ofPortal(101) }, { cancelRefetch: false }))
    expect(server.requests[0]?.body).toEqual({ operation: { kind: "file", action: "install", file: "css/main.css" } })
    // Nothing edited: the write carries no resolutions.
    expect(server.requests[1]?.body).toEqual({ file: "css/main.css", portal: 101 })
    expect(changed).toEqual([added])
  })

  it("Update upgrades and says '{file} has been updated!'", async () => {
    const file = makeFile({ installed: true, hubspot_version: "1.0.0", upgradeable: true, button_state: "Update" })
    const { server } = await setup((onChanged) => <FileActionButton file={file} portalId={7} onChanged={onChanged} />, {
      [`POST ${base}/upgrade`]: answer({ ...file, hubspot_version: "1.1.0", upgradeable: false, revertable: true, button_state: "Revert" })
    })
    press("Update")
    expect(await screen.findByText("main.css has been updated!")).toBeTruthy()
    expect(server.requests.map((request) => request.path)).toEqual([checkOf(7), `${base}/upgrade`])
  })

  it("Revert reverts; a failure shows the catalogue's message and changes nothing", async () => {
    const file = makeFile({ installed: true, hubspot_version: "1.1.0", revertable: true, button_state: "Revert" })
    const { server, changed } = await setup((onChanged) => <FileActionButton file={file} portalId={7} onChanged={onChanged} />, {
      [`POST ${base}/revert`]: { status: 409, body: { message: "There is no previous version to revert to." } }
    })
    press("Revert")
    // Spec 1 section 8: a 409 shows the catalogue's catch-all text, not the server's.
    expect(await screen.findByText("An error occurred. Please try again later.")).toBeTruthy()
    expect(server.requests.map((request) => request.path)).toEqual([checkOf(7), `${base}/revert`])
    expect(changed).toEqual([])
  })

  it("Added and a suspended agency disable the button", async () => {
    await setup(
      (onChanged) => (
        <>
          <FileActionButton file={makeFile({ installed: true, button_state: "Added" })} portalId={7} onChanged={onChanged} />
          <FileActionButton file={makeFile({ path: "js/main.js", name: "main.js" })} portalId={7} isDisabled onChanged={onChanged} />
        </>
      ),
      {}
    )
    expect(screen.getByRole("button", { name: /^Added ./ }).hasAttribute("disabled")).toBe(true)
    expect(screen.getByRole("button", { name: /^Add ./ }).hasAttribute("disabled")).toBe(true)
  })
})

describe("UpdateAllButton", () => {
  it("is absent while nothing is upgradeable", async () => {
    await setup((onChanged) => <UpdateAllButton files={[makeFile()]} portalId={7} onChanged={onChanged} />, {})
    expect(screen.queryByRole("button", { name: "Update All" })).toBeNull()
  })

  it("updates everything and says 'All files have been updated!'", async () => {
    const after = [makeFile({ installed: true, hubspot_version: "1.1.0", button_state: "Revert", revertable: true })]
    const { server, changed } = await setup(
      (onChanged) => (
        <UpdateAllButton
          files={[makeFile({ installed: true, upgradeable: true, button_state: "Update" })]}
          portalId={7}
          onChanged={onChanged}
        />
      ),
      { [`POST ${base}/upgrade-all`]: answer(after) }
    )
    press("Update All")
    expect(await screen.findByText("All files have been updated!")).toBeTruthy()
    await waitFor(() => expect(changed).toEqual(after))
    expect(server.requests[0]?.body).toEqual({ operation: { kind: "file", action: "upgrade-all" } })
    expect(server.requests[1]?.body).toEqual({ portal: 7 })
  })
})
