// A file write over a theme file the portal holds edited in HubSpot asks first ("Edited in HubSpot") and
// sends the user's choice with the write; Cancel writes nothing.
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeFile, type ThemeFile } from "@/entities/file"
import { makeDriftedFile, makeOverwriteCheck } from "@/entities/overwrite"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { FileActionButton } from "./FileActionButton.tsx"
import { UpdateAllButton } from "./UpdateAllButton.tsx"

const base = "/portal/api/v2/files"
const CHECK = "POST /portal/api/v2/portals/:id/overwrite-check"
const drifted = makeDriftedFile({
  path: "sr/css/main.css",
  kind: "theme-file",
  owner_key: "css/main.css",
  owner_name: "main.css",
  installed: "body { margin: 0; }\n",
  portal: "body { margin: 0; color: red; }\n",
  incoming: "body { margin: 0; }\nh1 { font-weight: 600; }\n"
})
const upgradeable = makeFile({ installed: true, hubspot_version: "1.0.0", upgradeable: true, button_state: "Update" })
const updated: ThemeFile = { ...upgradeable, hubspot_version: "1.1.0", upgradeable: false, revertable: true, button_state: "Revert" }

async function setup(routes: Record<string, FakeRoute>, all = false) {
  const server = fakeServer({ [CHECK]: { status: 200, body: { data: makeOverwriteCheck([drifted]) } }, ...routes })
  await renderWithApp(
    <>
      <AlertOutlet />
      {all ? (
        <UpdateAllButton files={[upgradeable]} portalId={7} onChanged={() => undefined} />
      ) : (
        <FileActionButton file={upgradeable} portalId={7} onChanged={() => undefined} />
      )}
    </>,
    { server }
  )
  return server
}

const writes = (server: { requests: ReadonlyArray<{ path: string; body: unknown }> }) =>
  server.requests.filter((request) => request.path.startsWith(base)).map((request) => request.body)

describe("File buttons: the overwrite review", () => {
  it("Update over an edited file asks first and sends the choice", async () => {
    const server = await setup({ [`POST ${base}/upgrade`]: { status: 200, body: { data: updated } } })
    fireEvent.click(screen.getByRole("button", { name: /^Update main\.css/ }))
    const dialog = await screen.findByRole("dialog", { name: "Edited in HubSpot" })
    expect(server.requests[0]?.body).toEqual({ operation: { kind: "file", action: "upgrade", file: "css/main.css" } })
    expect(writes(server)).toEqual([])
    fireEvent.click(within(dialog).getByRole("radio", { name: /Keep the portal's file/ }))
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("main.css has been updated!")).toBeTruthy()
    expect(writes(server)).toEqual([
      { file: "css/main.css", portal: 7, resolutions: [{ path: drifted.path, portal_hash: drifted.portal_hash, choice: "keep" }] }
    ])
  })

  it("Update All asks for every file it would write, and Cancel writes nothing", async () => {
    const server = await setup({ [`POST ${base}/upgrade-all`]: { status: 200, body: { data: [updated] } } }, true)
    fireEvent.click(screen.getByRole("button", { name: "Update All" }))
    const dialog = await screen.findByRole("dialog", { name: "Edited in HubSpot" })
    expect(server.requests[0]?.body).toEqual({ operation: { kind: "file", action: "upgrade-all" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(writes(server)).toEqual([])
    expect(screen.queryByText("All files have been updated!")).toBeNull()
  })
})
