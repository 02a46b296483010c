import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { makeAudit, makeAuditFile, makeAuditFileContents, type PortalAudit } from "@/entities/audit"
import { editorPathOf, openPortalRoute } from "@/entities/portal"
import { makePortal } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { alertsAtom } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { ModuleAuditDrawer, NEVER_AUDITED } from "./ModuleAuditDrawer.tsx"
import { RUNNING_TEXT } from "./RunningNotice.tsx"

const AUDIT = "/portal/api/v2/portals/101/audit"
const heroHtml = makeAuditFile({ path: "sr/modules/hero.module/module.html", state: "edited" })
const heroCss = makeAuditFile({ path: "sr/modules/hero.module/module.css", state: "unchanged" })
const heroExtra = makeAuditFile({ path: "sr/modules/hero.module/extra.js", state: "added", installed_version: null })
const mainCss = makeAuditFile({
  path: "sr/css/main.css",
  kind: "theme-file",
  owner_key: "css/main.css",
  owner_name: "Main CSS",
  state: "missing"
})
const drifted = makeAudit({ files: [heroCss, heroExtra, heroHtml, mainCss] })
const clean = makeAudit({ taken_at: "2026-11-21T09:00:00.000Z", files: [heroCss, { ...heroHtml, state: "unchanged" }] })

const answer = (data: PortalAudit | null) => ({ status: 200, body: { data } })

async function openDrawer(routes: Record<string, FakeRoute>) {
  const store = createStore()
  const opened = makePortal({ id: 101 })
  store.set(openDrawerAtom, "module-audit")
  const server = fakeServer({ ...openPortalRoute(opened), ...routes })
  const view = await renderWithApp(<ModuleAuditDrawer />, { store, server, path: editorPathOf(opened) })
  return { server, store, view }
}

const listReads = (requests: ReadonlyArray<{ method: string; path: string }>) =>
  requests.filter((request) => request.method === "GET" && request.path === AUDIT).length
const shownFiles = () =>
  screen.queryAllByRole("listitem").flatMap((item) => {
    const path = item.querySelector("[class*='path']")?.textContent
    return path === undefined || path === null ? [] : [path]
  })

describe("ModuleAuditDrawer", () => {
  it("shows when and by whom, the counts, and the changed files grouped; 'Only changes' starts on", async () => {
    await openDrawer({ [`GET ${AUDIT}`]: answer(drifted) })
    expect(screen.getByRole("dialog", { name: "Module Audit" })).toBeTruthy()
    expect((await screen.findByText(/Last audited/)).textContent).toContain("by Jane Agency")
    const summary = within(screen.getByRole("list", { name: "Summary" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent)
    expect(summary).toEqual(["1 Edited in HubSpot", "1 Missing", "1 Added in HubSpot", "1 Unchanged"])
    expect(screen.getByRole("checkbox", { name: "Only changes" })).toHaveProperty("checked", true)
    expect(shownFiles()).toEqual(["sr/modules/hero.module/extra.js", "sr/modules/hero.module/module.html", "sr/css/main.css"])
    expect(screen.getByRole("region", { name: "Hero Banner" }).textContent).toContain("installed 1.2.0")
    expect(screen.getByRole("button", { name: /module\.html.*Edited in HubSpot/ })).toBeTruthy()

    fireEvent.click(screen.getByRole("checkbox", { name: "Only changes" }))
    expect(shownFiles()).toContain("sr/modules/hero.module/module.css")
    // An unchanged file has nothing to compare: it is no button.
    expect(screen.queryByRole("button", { name: /module\.css/ })).toBeNull()
  })

  it("says so when everything matches what was installed", async () => {
    await openDrawer({ [`GET ${AUDIT}`]: answer(clean) })
    expect(await screen.findByText("Everything matches what was installed.")).toBeTruthy()
    expect(screen.queryByRole("checkbox", { name: "Only changes" })).toBeNull()
    expect(shownFiles()).toHaveLength(2)
  })

  it("a portal never audited offers Run audit, which shows the result without reading the audit again", async () => {
    const { server } = await openDrawer({
      [`GET ${AUDIT}`]: answer(null),
      [`POST ${AUDIT}`]: { status: 200, body: { data: drifted }, delayMs: 300 }
    })
    const user = userEvent.setup()
    expect((await screen.findByText(NEVER_AUDITED)).textContent).toBe(NEVER_AUDITED)
    await user.click(screen.getByRole("button", { name: "Run audit" }))
    expect((await screen.findByText(RUNNING_TEXT)).getAttribute("role")).toBe("status")
    expect(screen.getByRole("button", { name: "Run audit" }).getAttribute("aria-busy")).toBe("true")
    await waitFor(() => expect(shownFiles()).toHaveLength(3), { timeout: 3000 })
    expect(screen.queryByText(RUNNING_TEXT)).toBeNull()
    // The button stays where it was: the keyboard user's focus is not lost when the result comes.
    expect(document.activeElement?.textContent).toBe("Run audit")
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(listReads(server.requests)).toBe(1)
    expect(server.requests.filter((request) => request.method === "POST").map((request) => request.path)).toEqual([AUDIT])
  })

  it("running it again replaces the list with the new audit", async () => {
    const { server } = await openDrawer({ [`GET ${AUDIT}`]: answer(drifted), [`POST ${AUDIT}`]: answer(clean) })
    await screen.findByRole("button", { name: /module\.html/ })
    fireEvent.click(screen.getByRole("button", { name: "Run audit" }))
    expect(await screen.findByText("Everything matches what was installed.")).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(listReads(server.requests)).toBe(1)
  })

  it("a new audit reads a file again when it is next opened", async () => {
    const { server } = await openDrawer({
      [`GET ${AUDIT}`]: answer(drifted),
      [`POST ${AUDIT}`]: answer(drifted),
      [`GET ${AUDIT}/file`]: { status: 200, body: { data: makeAuditFileContents() } }
    })
    const fileReads = () => server.requests.filter((request) => request.path === `${AUDIT}/file`).length
    fireEvent.click(await screen.findByRole("button", { name: /module\.html/ }))
    await screen.findByRole("list", { name: "Line changes" })
    fireEvent.click(screen.getByRole("button", { name: "← Back" }))
    // Kept while the audit stands: opening it again asks nothing.
    fireEvent.click(await screen.findByRole("button", { name: /module\.html/ }))
    await screen.findByRole("list", { name: "Line changes" })
    expect(fileReads()).toBe(1)
    fireEvent.click(screen.getByRole("button", { name: "← Back" }))
    fireEvent.click(await screen.findByRole("button", { name: "Run audit" }))
    await waitFor(() => expect(server.requests.some((request) => request.method === "POST")).toBe(true))
    await waitFor(() => expect(screen.getByRole("button", { name: "Run audit" }).getAttribute("aria-busy")).toBeNull())
    fireEvent.click(screen.getByRole("button", { name: /module\.html/ }))
    await screen.findByRole("list", { name: "Line changes" })
    await waitFor(() => expect(fileReads()).toBe(2))
  })

  it("a refused run shows the server's message as a danger alert and keeps the list", async () => {
    const message = "An audit of this portal is already running."
    const { store } = await openDrawer({ [`GET ${AUDIT}`]: answer(drifted), [`POST ${AUDIT}`]: { status: 409, body: { message } } })
    await screen.findByRole("button", { name: /module\.html/ })
    fireEvent.click(screen.getByRole("button", { name: "Run audit" }))
    await waitFor(() => expect(store.get(alertsAtom).map((alert) => [alert.type, alert.content])).toContainEqual(["danger", message]))
    expect(shownFiles()).toHaveLength(3)
  })

  it("opens a changed file's line diff, installed version → portal now, and Back returns to the list", async () => {
    const { server } = await openDrawer({
      [`GET ${AUDIT}`]: answer(drifted),
      [`GET ${AUDIT}/file`]: { status: 200, body: { data: makeAuditFileContents() } }
    })
    fireEvent.click(await screen.findByRole("button", { name: /module\.html/ }))
    const lines = await screen.findByRole("list", { name: "Line changes" })
    const texts = within(lines)
      .getAllByRole("listitem")
      .map((line) => line.textContent)
    expect(texts).toContain("−Removed:   <h1>{{ module.title }}</h1>")
    expect(texts).toContain('+Added:   <h1 class="big">{{ module.title }}</h1>')
    expect(screen.getByText(/Installed version 1\.2\.0/)).toBeTruthy()
    expect(screen.getByText(/Portal now/)).toBeTruthy()
    const fileRead = server.requests.find((request) => request.path === `${AUDIT}/file`)
    expect(new URLSearchParams(fileRead?.search).get("path")).toBe("sr/modules/hero.module/module.html")

    fireEvent.click(screen.getByRole("button", { name: "← Back" }))
    expect(await screen.findByRole("button", { name: /module\.html/ })).toBeTruthy()
  })

  it("keeps 'Only changes' off once turned off, across a diff and back", async () => {
    await openDrawer({
      [`GET ${AUDIT}`]: answer(drifted),
      [`GET ${AUDIT}/file`]: { status: 200, body: { data: makeAuditFileContents() } }
    })
    fireEvent.click(await screen.findByRole("checkbox", { name: "Only changes" }))
    expect(shownFiles()).toHaveLength(4)
    fireEvent.click(screen.getByRole("button", { name: /module\.html/ }))
    fireEvent.click(await screen.findByRole("button", { name: "← Back" }))
    expect(await screen.findByRole("checkbox", { name: "Only changes" })).toHaveProperty("checked", false)
    expect(shownFiles()).toHaveLength(4)
  })

  it("by keyboard: Enter opens a file, focus lands on Back, and Back returns focus to the file", async () => {
    const user = userEvent.setup()
    await openDrawer({
      [`GET ${AUDIT}`]: answer(drifted),
      [`GET ${AUDIT}/file`]: { status: 200, body: { data: makeAuditFileContents({ path: mainCss.path, portal: null }) } }
    })
    const file = await screen.findByRole("button", { name: /main\.css/ })
    act(() => file.focus())
    await user.keyboard("{Enter}")
    await waitFor(() => expect(document.activeElement?.textContent).toBe("← Back"))
    expect(await screen.findByText(/no longer in the portal/)).toBeTruthy()
    await user.keyboard("{Enter}")
    await waitFor(() => expect(document.activeElement?.getAttribute("data-path")).toBe(mainCss.path))
  })

  it("shows a failed read with Retry, for the audit and for a file", async () => {
    let calls = 0
    await openDrawer({
      [`GET ${AUDIT}`]: () => {
        calls += 1
        return calls === 1 ? { status: 500, body: { message: "boom" } } : answer(drifted)
      },
      [`GET ${AUDIT}/file`]: { status: 404, body: { message: "The path sr/css/main.css is not in the portal's latest audit." } }
    })
    expect((await screen.findByRole("alert")).textContent).toContain("The audit could not be loaded.")
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    fireEvent.click(await screen.findByRole("button", { name: /main\.css/ }))
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toContain("The file could not be loaded.")
    expect(alert.textContent).toContain("Resource not found.")
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeTruthy()
  })
})
