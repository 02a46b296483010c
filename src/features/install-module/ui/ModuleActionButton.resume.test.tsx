// A module Install/Upgrade/Revert answered 40001 waits over the CRM consent round trip and runs
// once more (never twice) when the Modules drawer shows its button again.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { afterEach, describe, expect, it } from "vitest"

import { makeModule, type Module } from "@/entities/module"
import {
  armPendingCrmAction,
  forgetPendingCrmAction,
  holdPendingCrmAction,
  readyCrmAction,
  resumePendingCrmAction
} from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { ModuleActionButton } from "./ModuleActionButton.tsx"

const base = "/module/api/v2/modules"
const portal = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
const noFiles: FakeRoute = { status: 200, body: { data: { files: [] } } }
const answer = (module: Module): FakeRoute => ({ status: 200, body: { data: module } })
/** The answer of a portal whose CRM token went bad; the editor's reconnect watch holds the armed action. */
const reconnect: FakeRoute = () => {
  holdPendingCrmAction(101)
  return { status: 400, body: { message: "missing or invalid refresh token", status_code: 40001 } }
}
const stored = () => JSON.parse(sessionStorage.getItem("pending_crm_action") ?? "null") as Record<string, unknown> | null

/** The overwrite review's check: nothing edited unless a test says otherwise. */
const CHECK = "POST /portal/api/v2/portals/:id/overwrite-check"
const checkPath = "/portal/api/v2/portals/101/overwrite-check"
const nothingEdited: FakeRoute = { status: 200, body: { data: { checked_at: "2026-12-03T10:30:00.000Z", files: [] } } }

async function setup(module: Module, routes: Record<string, FakeRoute>) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 2 })] }))
  const server = fakeServer({ [CHECK]: nothingEdited, ...routes })
  const changed: Array<Module> = []
  const view = await renderWithApp(
    <>
      <AlertOutlet />
      <ModuleActionButton module={module} portal={portal} onChanged={(modules) => changed.push(...modules)} />
    </>,
    { store, server }
  )
  return { server, changed, view }
}

const ready = (action: string, label: string) => {
  armPendingCrmAction({ portalId: 101, drawer: "module", action, label })
  holdPendingCrmAction(101)
  resumePendingCrmAction(101)
}

describe("ModuleActionButton after a CRM reconnect", () => {
  afterEach(() => forgetPendingCrmAction())

  it("an Install answered 40001 is kept for the Modules drawer, named for the resume notice", async () => {
    const { server } = await setup(makeModule({ name: "Hero Banner" }), {
      [`POST ${base}/check-files`]: noFiles,
      [`POST ${base}/install`]: reconnect
    })
    fireEvent.click(screen.getByRole("button", { name: /^Install Hero Banner/ }))
    await waitFor(
      () => expect(server.requests.map((request) => request.path)).toEqual([`${base}/check-files`, checkPath, `${base}/install`]),
      { timeout: 15_000 }
    )
    await waitFor(() =>
      expect(stored()).toMatchObject({
        portalId: 101,
        drawer: "module",
        action: "module:install:hero-banner",
        label: "Install Hero Banner",
        stage: "reconnecting"
      })
    )
  })

  it("a Revert answered 40001 is kept too; one that ends otherwise leaves nothing", async () => {
    const reverting = makeModule({ name: "Hero Banner", installed: true, button_state: "Revert Module" })
    await setup(reverting, { [`POST ${base}/revert`]: reconnect })
    fireEvent.click(screen.getByRole("button", { name: /^Revert Module Hero Banner/ }))
    await waitFor(
      () => expect(stored()).toMatchObject({ action: "module:revert:hero-banner", label: "Revert Hero Banner", stage: "reconnecting" }),
      { timeout: 15_000 }
    )
    cleanup()
    forgetPendingCrmAction()

    await setup(reverting, { [`POST ${base}/revert`]: { status: 422, body: { message: "The module field is invalid." } } })
    fireEvent.click(screen.getByRole("button", { name: /^Revert Module Hero Banner/ }))
    expect(await screen.findByText("The module field is invalid.", {}, { timeout: 15_000 })).toBeTruthy()
    await waitFor(() => expect(stored()).toBeNull())
  })

  it("the overwrite review's check answered 40001 is kept as the change, and nothing is written", async () => {
    const { server } = await setup(makeModule({ name: "Hero Banner" }), { [`POST ${base}/check-files`]: noFiles, [CHECK]: reconnect })
    fireEvent.click(screen.getByRole("button", { name: /^Install Hero Banner/ }))
    await waitFor(
      () => expect(stored()).toMatchObject({ action: "module:install:hero-banner", label: "Install Hero Banner", stage: "reconnecting" }),
      { timeout: 15_000 }
    )
    expect(server.requests.map((request) => request.path)).toEqual([`${base}/check-files`, checkPath])
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("back from the round trip, the button runs the Install once, and a second showing does not run it again", async () => {
    ready("module:install:hero-banner", "Install Hero Banner")
    const installed = makeModule({ installed: true, installed_version: "1.2.0", button_state: "Installed" })
    const { server, changed } = await setup(makeModule({ name: "Hero Banner" }), {
      [`POST ${base}/check-files`]: noFiles,
      [`POST ${base}/install`]: answer(installed)
    })
    expect(await screen.findByText("Hero Banner has been installed", {}, { timeout: 15_000 })).toBeTruthy()
    expect(server.requests.map((request) => request.path)).toEqual([`${base}/check-files`, checkPath, `${base}/install`])
    expect(changed).toEqual([installed])
    expect(readyCrmAction(101)).toBeNull()
    cleanup()

    const again = await setup(makeModule({ name: "Hero Banner" }), {
      [`POST ${base}/check-files`]: noFiles,
      [`POST ${base}/install`]: answer(installed)
    })
    await screen.findByRole("button", { name: /^Install Hero Banner/ }, { timeout: 15_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(again.server.requests).toHaveLength(0)
  })

  it("another module's button, or another change of the same module, leaves the action alone", async () => {
    ready("module:upgrade:hero-banner", "Upgrade Hero Banner")
    const { server } = await setup(makeModule({ key: "faq-accordion", name: "FAQ Accordion" }), {})
    await screen.findByRole("button", { name: /^Install FAQ Accordion/ }, { timeout: 15_000 })
    cleanup()
    await setup(makeModule({ name: "Hero Banner" }), {})
    await screen.findByRole("button", { name: /^Install Hero Banner/ }, { timeout: 15_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests).toHaveLength(0)
    expect(readyCrmAction(101)).toMatchObject({ action: "module:upgrade:hero-banner" })
  })
})
