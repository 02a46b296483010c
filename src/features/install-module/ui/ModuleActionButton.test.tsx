import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"

import { makeModule, type Module, upgradeKeys } from "@/entities/module"
import { announceGrant } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { reauthTimingAtom } from "../model/reauthorize.ts"
import { ModuleActionButton } from "./ModuleActionButton.tsx"
import { REAUTH_SLOW_TEXT, REAUTH_TEXT } from "./ReauthModal.tsx"

const base = "/module/api/v2/modules"
/** The overwrite review's check, answered "nothing edited" unless a test says otherwise (no modal then). */
const CHECK = "POST /portal/api/v2/portals/:id/overwrite-check"
const checkPath = "/portal/api/v2/portals/101/overwrite-check"
const nothingEdited: FakeRoute = { status: 200, body: { data: { checked_at: "2026-12-03T10:30:00.000Z", files: [] } } }
const portal = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })

async function setup(
  module: Module,
  routes: Record<string, FakeRoute>,
  agency = makeAgency({ id: 1, credit_limit: 2 }),
  reauth = { everyMs: 5_000, giveUpMs: 60_000 }
) {
  const store = createStore()
  store.set(reauthTimingAtom, reauth)
  store.set(currentUserAtom, makeUser({ agencies: [agency] }))
  const server = fakeServer({ [CHECK]: nothingEdited, ...routes })
  const changed: Array<Module> = []
  const { queryClient } = await renderWithApp(
    <>
      <AlertOutlet />
      <ModuleActionButton module={module} portal={portal} onChanged={(modules) => changed.push(...modules)} />
    </>,
    { store, server }
  )
  const upgradesRead = vi.spyOn(queryClient, "invalidateQueries")
  return { store, server, changed, upgradesRead }
}

const noFiles: FakeRoute = { status: 200, body: { data: { files: [] } } }
const answer = (module: Module): FakeRoute => ({ status: 200, body: { data: module } })
/** Presses the module's button by its state ('Install', 'Upgrade Module'); its name also names the module. */
const press = (state: string) => {
  const verb = state.replace(/ Module$/, "").replace("&", "\\&")
  fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${verb} (?!Module$|& Install$|Credits$)`) }))
}

describe("ModuleActionButton", () => {
  it("Install checks files, installs, reports the new state and says so", async () => {
    const module = makeModule({ name: "Hero Banner" })
    const installed = makeModule({ installed: true, installed_version: "1.2.0", button_state: "Installed" })
    const { server, changed } = await setup(module, { [`POST ${base}/check-files`]: noFiles, [`POST ${base}/install`]: answer(installed) })
    press("Install")
    expect(await screen.findByText("Hero Banner has been installed")).toBeTruthy()
    expect(server.requests.map((request) => request.path)).toEqual([`${base}/check-files`, checkPath, `${base}/install`])
    expect(server.requests[1]?.body).toEqual({ operation: { kind: "module", action: "install", module: "hero-banner" } })
    // Nothing edited: the install carries no resolutions.
    expect(server.requests[2]?.body).toEqual({ module: "hero-banner", portal: 101 })
    expect(changed).toEqual([installed])
  })

  it("installed from the keyboard, focus goes to the row's next control once the new state (disabled) arrives later", async () => {
    const module = makeModule({ name: "Divider", key: "el-divider" })
    const installed = makeModule({
      name: "Divider",
      key: "el-divider",
      installed: true,
      installed_version: "1.2.0",
      button_state: "Installed"
    })
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 2 })] }))
    function Row() {
      const [shown, setShown] = useState(module)
      // The list applies the answer a moment after the action ends, as the drawer's list does.
      const onChanged = (modules: ReadonlyArray<Module>) => void setTimeout(() => setShown(modules[0] ?? shown), 20)
      // The drawer around the row takes focus the disabled (pending) button drops, as its focus trap does.
      return (
        <div
          role="dialog"
          aria-label="Modules"
          tabIndex={-1}
          onBlur={(event) => event.relatedTarget === null && event.currentTarget.focus()}
        >
          <li>
            <button type="button">Change Log Divider</button>
            <ModuleActionButton module={shown} portal={portal} onChanged={onChanged} />
          </li>
        </div>
      )
    }
    await renderWithApp(<Row />, {
      store,
      server: fakeServer({ [CHECK]: nothingEdited, [`POST ${base}/check-files`]: noFiles, [`POST ${base}/install`]: answer(installed) })
    })
    const install = screen.getByRole("button", { name: /^Install Divider/ })
    install.focus()
    fireEvent.click(install)
    await waitFor(() => expect(screen.getByRole("button", { name: /Divider installed/ }).hasAttribute("disabled")).toBe(true))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change Log Divider" })))
  })

  it("stops at 'File updates required' when theme files are missing", async () => {
    const files = { status: 200, body: { data: { files: [{ path: "theme/css/main.css", name: "main.css", version: "2.0.0" }] } } }
    const { server } = await setup(makeModule(), { [`POST ${base}/check-files`]: files })
    press("Install")
    const dialog = await screen.findByRole("alertdialog", { name: "File updates required" })
    expect(dialog.textContent).toContain("theme/css/main.css")
    expect(server.requests.some((request) => request.path.endsWith("/install"))).toBe(false)
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })

  it("'Go to Files' closes the warning and opens the Files drawer", async () => {
    const files = { status: 200, body: { data: { files: [{ path: "css/main.css", name: "main.css", version: "2.0.0" }] } } }
    const { store } = await setup(makeModule(), { [`POST ${base}/check-files`]: files })
    press("Install")
    const dialog = await screen.findByRole("alertdialog", { name: "File updates required" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Go to Files" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(store.get(openDrawerAtom)).toBe("files")
  })

  it("40010 opens 'Additional Permissions Required' and Cancel closes it", async () => {
    const scopes = { status: 400, body: { message: "missing hubdb scope", status_code: 40010 } }
    await setup(makeModule({ is_hub_db: true }), { [`POST ${base}/check-files`]: noFiles, [`POST ${base}/install`]: scopes })
    press("Install")
    const dialog = await screen.findByRole("alertdialog", { name: "Additional Permissions Required" })
    expect(dialog.textContent).toContain("To use a module that requires HubDB, you need to grant additional OAuth permissions.")
    expect(within(dialog).getByRole("button", { name: "Reauthorize" })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("Reauthorize waits for the grant; the callback tab's word retries the install without realtime", async () => {
    const scopes = { status: 400, body: { message: "missing hubdb scope", status_code: 40010 } }
    const tab = { close: vi.fn(), location: { href: "" } }
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window)
    const { server } = await setup(makeModule({ name: "Data Table", is_hub_db: true }), {
      [`POST ${base}/check-files`]: noFiles,
      [`POST ${base}/install`]: scopes,
      "POST /auth/api/v2/oauth/hubspot": { status: 200, body: { data: { data: { url: "https://crm.example/consent" } } } }
    })
    press("Install")
    fireEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Additional Permissions Required" })).getByRole("button", {
        name: "Reauthorize"
      })
    )
    expect(await screen.findByText(REAUTH_TEXT)).toBeTruthy()
    await waitFor(() => expect(tab.location.href).toBe("https://crm.example/consent"))
    server.answer(`POST ${base}/install`, answer(makeModule({ name: "Data Table", installed: true, button_state: "Installed" })))
    announceGrant(101)
    expect(await screen.findByText("Data Table has been installed")).toBeTruthy()
    expect(screen.queryByText(REAUTH_TEXT)).toBeNull()
    open.mockRestore()
  })

  it("with no event and no word from the other tab, a quiet retry finds the grant and installs", async () => {
    const scopes = { status: 400, body: { message: "missing hubdb scope", status_code: 40010 } }
    const open = vi.spyOn(window, "open").mockReturnValue({ close: vi.fn(), location: { href: "" } } as unknown as Window)
    let installs = 0
    await setup(
      makeModule({ name: "Data Table", is_hub_db: true }),
      {
        [`POST ${base}/check-files`]: noFiles,
        // The first press and two quiet tries find no scope; the third finds the grant.
        [`POST ${base}/install`]: () =>
          ++installs < 4
            ? scopes
            : { status: 200, body: { data: makeModule({ name: "Data Table", installed: true, button_state: "Installed" }) } },
        "POST /auth/api/v2/oauth/hubspot": { status: 200, body: { data: { data: { url: "https://crm.example/consent" } } } }
      },
      makeAgency({ id: 1, credit_limit: 2 }),
      { everyMs: 20, giveUpMs: 3_000 }
    )
    press("Install")
    fireEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Additional Permissions Required" })).getByRole("button", {
        name: "Reauthorize"
      })
    )
    expect(await screen.findByText("Data Table has been installed")).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(REAUTH_TEXT)).toBeNull())
    // The quiet tries never reopened the permissions warning.
    expect(screen.queryByRole("alertdialog", { name: "Additional Permissions Required" })).toBeNull()
    expect(installs).toBe(4)
    open.mockRestore()
  })

  it("after the wait with no word of the grant, the Reauth modal says so and 'Check again' tries the install", async () => {
    const scopes = { status: 400, body: { message: "missing hubdb scope", status_code: 40010 } }
    const open = vi.spyOn(window, "open").mockReturnValue({ close: vi.fn(), location: { href: "" } } as unknown as Window)
    const { server } = await setup(
      makeModule({ name: "Data Table", is_hub_db: true }),
      {
        [`POST ${base}/check-files`]: noFiles,
        [`POST ${base}/install`]: scopes,
        "POST /auth/api/v2/oauth/hubspot": { status: 200, body: { data: { data: { url: "https://crm.example/consent" } } } }
      },
      makeAgency({ id: 1, credit_limit: 2 }),
      { everyMs: 20, giveUpMs: 200 }
    )
    press("Install")
    fireEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Additional Permissions Required" })).getByRole("button", {
        name: "Reauthorize"
      })
    )
    expect(await screen.findByText(REAUTH_SLOW_TEXT)).toBeTruthy()
    server.answer(`POST ${base}/install`, answer(makeModule({ name: "Data Table", installed: true, button_state: "Installed" })))
    fireEvent.click(screen.getByRole("button", { name: "Check again" }))
    expect(await screen.findByText("Data Table has been installed")).toBeTruthy()
    open.mockRestore()
  })

  it("a major upgrade needs the typed word 'upgrade' and sends it", async () => {
    const module = makeModule({
      name: "Pricing Table",
      installed: true,
      installed_version: "1.2.0",
      current_version: "2.0.0",
      upgradeable: true,
      upgradeable_type: "major",
      button_state: "Upgrade Module"
    })
    const upgraded = { ...module, installed_version: "2.0.0", upgradeable: false, revertable: true, button_state: "Revert Module" as const }
    const { server, changed, upgradesRead } = await setup(module, {
      [`POST ${base}/check-files`]: noFiles,
      [`POST ${base}/upgrade`]: answer(upgraded)
    })
    press("Upgrade Module")
    const dialog = await screen.findByRole("alertdialog", { name: "Major Upgrade" })
    const input = within(dialog).getByRole("textbox")
    fireEvent.change(input, { target: { value: "yes" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Upgrade Module" }))
    expect(await within(dialog).findByText('You must type "upgrade" to proceed.')).toBeTruthy()
    expect(server.requests.some((request) => request.path.endsWith("/upgrade"))).toBe(false)
    expect(upgradesRead).not.toHaveBeenCalledWith({ queryKey: upgradeKeys.ofPortal(101) }, { cancelRefetch: false })

    fireEvent.change(input, { target: { value: "upgrade" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Upgrade Module" }))
    expect(await screen.findByText("Pricing Table has been upgraded")).toBeTruthy()
    expect(server.requests.at(-1)?.body).toEqual({ module: "hero-banner", portal: 101, confirm: "upgrade" })
    expect(changed).toEqual([upgraded])
    // The editor bar's red dots read the counts again.
    await waitFor(() => expect(upgradesRead).toHaveBeenCalledWith({ queryKey: upgradeKeys.ofPortal(101) }, { cancelRefetch: false }))
  })

  it("a minor upgrade goes straight through, and Revert reverts", async () => {
    const minor = makeModule({
      installed: true,
      installed_version: "1.2.0",
      current_version: "1.3.0",
      upgradeable: true,
      upgradeable_type: "minor",
      button_state: "Upgrade Module"
    })
    await setup(minor, { [`POST ${base}/check-files`]: noFiles, [`POST ${base}/upgrade`]: answer(minor) })
    press("Upgrade Module")
    expect(await screen.findByText("Hero Banner has been upgraded")).toBeTruthy()
  })

  it("Revert Module reverts without a file check", async () => {
    const module = makeModule({ installed: true, revertable: true, button_state: "Revert Module" })
    const { server } = await setup(module, { [`POST ${base}/revert`]: answer({ ...module, button_state: "Upgrade Module" }) })
    press("Revert Module")
    expect(await screen.findByText("Hero Banner has been reverted")).toBeTruthy()
    expect(server.requests.map((request) => request.path)).toEqual([checkPath, `${base}/revert`])
  })

  it("Buy & Install spends a credit, lowers the user's credit count, then installs", async () => {
    const locked = makeModule({ access: "pro", pad_lock: "pro", button_state: "Buy & Install" })
    const bought = { ...locked, pad_lock: null, purchased: true, button_state: "Install" as const }
    const purchase = { status: 200, body: { data: { credit_limit: 1, modules: [bought] } } }
    const { store, server, changed } = await setup(locked, {
      [`POST ${base}/purchase`]: purchase,
      [`POST ${base}/check-files`]: noFiles,
      [`POST ${base}/install`]: answer({ ...bought, installed: true, button_state: "Installed" })
    })
    press("Buy & Install")
    const modal = await screen.findByRole("dialog", { name: "Confirm Purchase" })
    expect(modal.textContent).toContain("Credits available: 2")
    fireEvent.click(within(modal).getByRole("button", { name: "Buy & Install" }))
    expect(await screen.findByText("Hero Banner has been installed")).toBeTruthy()
    expect(server.requests[0]?.body).toEqual({ keys: ["hero-banner"], agency_id: 1, portal_id: 101 })
    expect(store.get(currentUserAtom)?.agencies[0]?.credit_limit).toBe(1)
    expect(changed.map((module) => module.button_state)).toEqual(["Install", "Installed"])
  })

  it("shows a failed purchase inside the modal", async () => {
    const refused = { status: 402, body: { message: "The agency has no credit left." } }
    await setup(makeModule({ pad_lock: "lite", button_state: "Buy" }), { [`POST ${base}/purchase`]: refused })
    press("Buy")
    const modal = await screen.findByRole("dialog", { name: "Confirm Purchase" })
    fireEvent.click(within(modal).getByRole("button", { name: "Buy" }))
    expect(await within(modal).findByText("The agency has no credit left.")).toBeTruthy()
  })

  it("without credits says so and offers Buy Credits instead of the purchase", async () => {
    await setup(makeModule({ pad_lock: "lite", button_state: "Buy" }), {}, makeAgency({ id: 1, credit_limit: 0 }))
    press("Buy")
    const modal = await screen.findByRole("dialog", { name: "Confirm Purchase" })
    expect(modal.textContent).toContain("You have no credits left. Buy credits to unlock this module.")
    expect(modal.textContent).toContain("Credits available: 0")
    expect(
      within(modal)
        .getAllByRole("button")
        .map((button) => button.textContent)
    ).toEqual(["Cancel", "Buy Credits"])
  })

  it("is disabled for a suspended agency", async () => {
    await setup(makeModule(), {}, makeAgency({ id: 1, status: "suspend" }))
    expect(screen.getByRole("button", { name: /^Install (?!Module$)/ }).hasAttribute("disabled")).toBe(true)
  })

  it("is disabled when a padlock cannot be lifted by a credit", async () => {
    await setup(makeModule({ pad_lock: "pro", button_state: "Install" }), {})
    expect(screen.getByRole("button", { name: /^Install (?!Module$)/ }).hasAttribute("disabled")).toBe(true)
  })

  it("is disabled once installed", async () => {
    await setup(makeModule({ installed: true, button_state: "Installed" }), {})
    expect(screen.getByRole("button", { name: /installed$/i }).hasAttribute("disabled")).toBe(true)
  })

  it("is disabled and busy while its call runs", async () => {
    await setup(makeModule(), { [`POST ${base}/check-files`]: "hang" })
    press("Install")
    await waitFor(() => expect(screen.getByRole("button", { name: /^Install (?!Module$)/ }).getAttribute("aria-busy")).toBe("true"))
  })

  it("a failed install shows the message as a danger alert", async () => {
    await setup(makeModule(), {
      [`POST ${base}/check-files`]: noFiles,
      [`POST ${base}/install`]: { status: 422, body: { message: "The module is already installed." } }
    })
    press("Install")
    expect((await screen.findByRole("alert")).textContent).toContain("The module is already installed.")
  })
})
