// A module change that would overwrite files the portal holds edited in HubSpot asks first ("Edited in
// HubSpot"), right before it writes, and sends the user's choices with the change.
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it, vi } from "vitest"

import { makeModule, type Module } from "@/entities/module"
import { makeConflictingFile, makeDriftedFile, makeOverwriteCheck, REVIEW_AGAIN_NOTICE } from "@/entities/overwrite"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { type FakeAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { reauthTimingAtom } from "../model/reauthorize.ts"
import { ModuleActionButton } from "./ModuleActionButton.tsx"

const base = "/module/api/v2/modules"
const CHECK = "POST /portal/api/v2/portals/:id/overwrite-check"
const checkPath = "/portal/api/v2/portals/101/overwrite-check"
const portal = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
const upgradeable = makeModule({
  installed: true,
  installed_version: "1.2.0",
  current_version: "1.3.0",
  upgradeable: true,
  upgradeable_type: "minor",
  button_state: "Upgrade Module"
})
const upgraded: Module = { ...upgradeable, installed_version: "1.3.0", upgradeable: false, button_state: "Revert Module" }
const edited = (files = [makeDriftedFile()]): FakeAnswer => ({ status: 200, body: { data: makeOverwriteCheck(files) } })

async function setup(routes: Record<string, FakeRoute>) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 2 })] }))
  const server = fakeServer({ [`POST ${base}/check-files`]: { status: 200, body: { data: { files: [] } } }, ...routes })
  await renderWithApp(
    <>
      <AlertOutlet />
      <ModuleActionButton module={upgradeable} portal={portal} onChanged={() => undefined} />
    </>,
    { store, server }
  )
  fireEvent.click(screen.getByRole("button", { name: /^Upgrade (?!Module$)/ }))
  return server
}

const writes = (server: { requests: ReadonlyArray<{ path: string; body: unknown }> }) =>
  server.requests.filter((request) => request.path === `${base}/upgrade`).map((request) => request.body)

describe("ModuleActionButton: the overwrite review", () => {
  it("an upgrade over an edited file asks first, after the file check, and sends the choice", async () => {
    const file = makeDriftedFile()
    const server = await setup({ [CHECK]: edited([file]), [`POST ${base}/upgrade`]: { status: 200, body: { data: upgraded } } })
    const dialog = await screen.findByRole("dialog", { name: "Edited in HubSpot" })
    expect(server.requests.map((request) => request.path)).toEqual([`${base}/check-files`, checkPath])
    expect(server.requests[1]?.body).toEqual({ operation: { kind: "module", action: "upgrade", module: "hero-banner" } })
    fireEvent.click(within(dialog).getByRole("radio", { name: /Take the new version/ }))
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("Hero Banner has been upgraded")).toBeTruthy()
    expect(writes(server)).toEqual([
      { module: "hero-banner", portal: 101, resolutions: [{ path: file.path, portal_hash: file.portal_hash, choice: "take" }] }
    ])
  })

  it("a merge sends the merged text", async () => {
    const file = makeConflictingFile()
    const server = await setup({ [CHECK]: edited([file]), [`POST ${base}/upgrade`]: { status: 200, body: { data: upgraded } } })
    fireEvent.click(await screen.findByRole("radio", { name: /Merge line by line/ }))
    fireEvent.click(within(screen.getByRole("radiogroup", { name: "Resolve conflict 1 of 1" })).getByRole("radio", { name: "New 1.3.0" }))
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("Hero Banner has been upgraded")).toBeTruthy()
    expect(writes(server)).toEqual([
      {
        module: "hero-banner",
        portal: 101,
        resolutions: [{ path: file.path, portal_hash: file.portal_hash, choice: "merge", content: file.incoming }]
      }
    ])
  })

  it("Cancel writes nothing and says nothing", async () => {
    const server = await setup({ [CHECK]: edited(), [`POST ${base}/upgrade`]: { status: 200, body: { data: upgraded } } })
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(writes(server)).toEqual([])
    expect(screen.queryByText("Hero Banner has been upgraded")).toBeNull()
    expect(screen.getByRole("button", { name: /^Upgrade (?!Module$)/ })).toHaveProperty("disabled", false)
  })

  it("a file edited again since the review: the refused upgrade reads again and asks again with the notice", async () => {
    const first = makeDriftedFile()
    const second = makeDriftedFile({ portal_hash: "b".repeat(64) })
    let checks = 0
    let upgrades = 0
    const server = await setup({
      [CHECK]: () => edited([++checks === 1 ? first : second]),
      [`POST ${base}/upgrade`]: () =>
        ++upgrades === 1
          ? { status: 409, body: { message: "Files in this portal were edited in HubSpot", status_code: 40901 } }
          : { status: 200, body: { data: upgraded } }
    })
    fireEvent.click(await screen.findByRole("radio", { name: /Keep the portal's file/ }))
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByText(REVIEW_AGAIN_NOTICE)).toBeTruthy()
    fireEvent.click(await screen.findByRole("radio", { name: /Keep the portal's file/ }))
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("Hero Banner has been upgraded")).toBeTruthy()
    expect(writes(server).map((body) => (body as { resolutions: Array<{ portal_hash: string }> }).resolutions[0]?.portal_hash)).toEqual([
      first.portal_hash,
      second.portal_hash
    ])
    // The refusal itself is not reported as an error.
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("after a HubDB grant, the quiet retry refused for an edited file goes through the review, then installs", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue({ close: vi.fn(), location: { href: "" } } as unknown as Window)
    const file = makeDriftedFile()
    const module = makeModule({ name: "Data Table", is_hub_db: true })
    let checks = 0
    let installs = 0
    const store = createStore()
    store.set(reauthTimingAtom, { everyMs: 20, giveUpMs: 3_000 })
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 2 })] }))
    const server = fakeServer({
      [`POST ${base}/check-files`]: { status: 200, body: { data: { files: [] } } },
      // Nothing edited at the first press; the file was edited in HubSpot while the grant was asked for.
      [CHECK]: () => edited(++checks === 1 ? [] : [file]),
      [`POST ${base}/install`]: () =>
        ++installs === 1
          ? { status: 400, body: { message: "missing hubdb scope", status_code: 40010 } }
          : installs === 2
            ? { status: 409, body: { message: "Files in this portal were edited in HubSpot", status_code: 40901 } }
            : { status: 200, body: { data: { ...module, installed: true, button_state: "Installed" } } },
      "POST /auth/api/v2/oauth/hubspot": { status: 200, body: { data: { data: { url: "https://crm.example/consent" } } } }
    })
    await renderWithApp(
      <>
        <AlertOutlet />
        <ModuleActionButton module={module} portal={portal} onChanged={() => undefined} />
      </>,
      { store, server }
    )
    fireEvent.click(screen.getByRole("button", { name: /^Install Data Table/ }))
    const permissions = await screen.findByRole("alertdialog", { name: "Additional Permissions Required" })
    fireEvent.click(within(permissions).getByRole("button", { name: "Reauthorize" }))
    const review = await screen.findByRole("dialog", { name: "Edited in HubSpot" })
    fireEvent.click(within(review).getByRole("radio", { name: /Take the new version/ }))
    fireEvent.click(within(review).getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("Data Table has been installed")).toBeTruthy()
    const installBodies = server.requests.filter((request) => request.path === `${base}/install`).map((request) => request.body)
    expect(installBodies.at(-1)).toEqual({
      module: "hero-banner",
      portal: 101,
      resolutions: [{ path: file.path, portal_hash: file.portal_hash, choice: "take" }]
    })
    // The refusal was not reported as an error.
    expect(screen.queryByRole("alert")).toBeNull()
    open.mockRestore()
  })
})
