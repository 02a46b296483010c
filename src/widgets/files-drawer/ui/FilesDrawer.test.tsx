import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { makeFile, type ThemeFile } from "@/entities/file"
import { editorPathOf, openPortalRoute } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { type FakeAnswer, type FakeRoute, type FakeServer, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { FILES_SUSPENDED_TEXT, FilesDrawer } from "./FilesDrawer.tsx"

/** The drawer's own calls: the open portal's read (the editor's loader makes it in the app) left out. */
const drawerCalls = (server: FakeServer) => server.requests.filter((request) => !/\/portals\/\d+$/.test(request.path))

const base = "/portal/api/v2/files"
const list = (files: ReadonlyArray<ThemeFile>): FakeAnswer => ({ status: 200, body: { data: files } })

const mainCss = makeFile()
const mainJs = makeFile({
  name: "main.js",
  path: "js/main.js",
  parent_path: "js",
  installed: true,
  hubspot_version: "1.0.0",
  upgradeable: true,
  button_state: "Update"
})
const base_html = makeFile({
  name: "base.html",
  path: "templates/base.html",
  parent_path: "templates",
  installed: true,
  hubspot_version: "1.1.0",
  button_state: "Added"
})

async function openDrawer(routes: Record<string, FakeRoute>, agency = makeAgency({ id: 1 })) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [agency] }))
  const opened = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
  store.set(openDrawerAtom, "files")
  const server = fakeServer({ ...openPortalRoute(opened), ...routes })
  await renderWithApp(
    <>
      <AlertOutlet />
      <FilesDrawer />
    </>,
    { store, server, path: editorPathOf(opened) }
  )
  return server
}

const rows = () =>
  within(screen.getByRole("list", { name: "Files" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"))

describe("FilesDrawer", () => {
  it("lists the portal's files with their buttons and Update All while something is upgradeable", async () => {
    const server = await openDrawer({ [`GET ${base}`]: list([mainCss, mainJs, base_html]) })
    expect(screen.getByRole("dialog", { name: "Files" })).toBeTruthy()
    await waitFor(() => expect(rows()).toEqual(["css/main.css", "js/main.js", "templates/base.html"]))
    expect(drawerCalls(server)[0]?.search).toContain("portal=101")
    expect(screen.getByRole("button", { name: /^Add ./ })).toBeTruthy()
    expect(screen.getByRole("button", { name: /^Update (?!All$)/ })).toBeTruthy()
    expect(screen.getByRole("button", { name: /^Added ./ })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Update All" })).toBeTruthy()
  })

  it("Add turns the row to Added; Update All updates every row and then hides", async () => {
    const added = { ...mainCss, installed: true, hubspot_version: "1.1.0", button_state: "Added" as const }
    const updated = { ...mainJs, hubspot_version: "1.1.0", upgradeable: false, revertable: true, button_state: "Revert" as const }
    await openDrawer({
      [`GET ${base}`]: list([mainCss, mainJs]),
      [`POST ${base}/install`]: { status: 200, body: { data: added } },
      [`POST ${base}/upgrade-all`]: list([added, updated]),
      // The overwrite review's check before each write: nothing edited, so no modal.
      "POST /portal/api/v2/portals/:id/overwrite-check": {
        status: 200,
        body: { data: { checked_at: "2026-12-03T10:30:00.000Z", files: [] } }
      }
    })
    fireEvent.click(await screen.findByRole("button", { name: /^Add ./ }))
    expect(await screen.findByText("main.css has been added!")).toBeTruthy()
    const row = screen.getByRole("listitem", { name: "css/main.css" })
    await waitFor(() => expect(within(row).getByRole("button", { name: /^Added ./ })).toBeTruthy())

    fireEvent.click(screen.getByRole("button", { name: "Update All" }))
    expect(await screen.findByText("All files have been updated!")).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("button", { name: "Update All" })).toBeNull())
    expect(within(screen.getByRole("listitem", { name: "js/main.js" })).getByRole("button", { name: /^Revert ./ })).toBeTruthy()
  })

  it("View Diff shows the installed and the current version side by side", async () => {
    const diff = "--- a/js/main.js\n+++ b/js/main.js\n@@ -1 +1 @@\n-/* js/main.js 1.0.0 */\n+/* js/main.js 1.1.0 */\n"
    const server = await openDrawer({
      [`GET ${base}`]: list([mainCss, mainJs]),
      [`GET ${base}/diff`]: { status: 200, body: { data: { path: "js/main.js", installed: "1.0.0", current: "1.1.0", diff } } }
    })
    fireEvent.click(await screen.findByRole("button", { name: "View Diff main.js" }))
    const modal = await screen.findByRole("dialog", { name: "View Diff: main.js" })
    await waitFor(() => expect(within(modal).getByRole("columnheader", { name: "Installed 1.0.0" })).toBeTruthy())
    const cells = within(modal)
      .getAllByRole("cell")
      .map((cell) => cell.textContent)
    expect(cells).toEqual(["/* js/main.js 1.0.0 */", "/* js/main.js 1.1.0 */"])
    expect(server.requests.find((request) => request.path === `${base}/diff`)?.search).toContain("file=js%2Fmain.js")
    expect(screen.queryByRole("button", { name: "View Diff main.css" })).toBeNull()
  })

  it("shows the empty state", async () => {
    await openDrawer({ [`GET ${base}`]: list([]) })
    expect(await screen.findByText("No files found.")).toBeTruthy()
  })

  it("shows a load failure with Retry", async () => {
    const server = await openDrawer({ [`GET ${base}`]: { status: 500, body: { message: "boom" } } })
    expect(await screen.findByText("Files could not be loaded.")).toBeTruthy()
    server.answer(`GET ${base}`, list([mainCss]))
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    await waitFor(() => expect(rows()).toEqual(["css/main.css"]))
  })

  it("a suspended agency says why and disables every button", async () => {
    await openDrawer({ [`GET ${base}`]: list([mainCss, mainJs]) }, makeAgency({ id: 1, status: "suspend" }))
    expect(await screen.findByText(FILES_SUSPENDED_TEXT)).toBeTruthy()
    expect(screen.getByRole("button", { name: /^Add ./ }).hasAttribute("disabled")).toBe(true)
    expect(screen.getByRole("button", { name: "Update All" }).hasAttribute("disabled")).toBe(true)
  })
})
