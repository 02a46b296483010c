import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { SUSPENDED_EXPLANATION } from "@/entities/agency"
import { makeModule, type Module } from "@/entities/module"
import { editorPathOf, openPortalRoute } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { openModalAtom } from "@/shared/lib/modal"
import { type FakeAnswer, type FakeServer, fakeServer, type RecordedRequest, renderWithApp } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { ModuleDrawer } from "./ModuleDrawer.tsx"

/** The drawer's own calls: the open portal's read (the editor's loader makes it in the app) left out. */
const drawerCalls = (server: FakeServer) => server.requests.filter((request) => !/\/portals\/\d+$/.test(request.path))

const listBody = (modules: ReadonlyArray<Module>) => ({
  data: modules,
  meta: { pagination: { total: modules.length, count: modules.length, per_page: 1000, current_page: 1, total_pages: 1 } }
})
const page = (modules: ReadonlyArray<Module>): FakeAnswer => ({ status: 200, body: listBody(modules) })

const hero = makeModule({ key: "hero", name: "Hero Banner", module_category: 1 })
const gallery = makeModule({ key: "gallery", name: "Gallery", module_category: 2, pad_lock: "pro", button_state: "Buy" })
const beta = makeModule({ key: "beta", name: "Beta Slider", test_module: true })

const isTest = (request: RecordedRequest) => request.search.includes("type=test-module")

async function openDrawer(
  route: FakeAnswer | ((request: RecordedRequest) => FakeAnswer),
  agency = makeAgency({ id: 1 }),
  routes: Record<string, FakeAnswer> = {}
) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [agency] }))
  const opened = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
  store.set(openDrawerAtom, "module")
  const server = fakeServer({
    ...openPortalRoute(opened),
    "GET /module/api/v2/modules": (request) => (typeof route === "function" ? route(request) : isTest(request) ? page([]) : route),
    ...routes
  })
  await renderWithApp(<ModuleDrawer audience="member" />, { store, server, path: editorPathOf(opened) })
  return server
}

const listed = () =>
  within(screen.getByRole("list", { name: "Modules" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"))

describe("ModuleDrawer", () => {
  it("Hide ineligible modules leaves out the padlocked ones and names every button after its module", async () => {
    await openDrawer(page([hero, gallery]))
    await waitFor(() => expect(listed()).toEqual(["Hero Banner", "Gallery"]))
    expect(screen.getByRole("button", { name: "Install Hero Banner" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Buy Gallery" })).toBeTruthy()
    fireEvent.click(screen.getByRole("checkbox", { name: "Hide ineligible modules" }))
    await waitFor(() => expect(listed()).toEqual(["Hero Banner"]))
    fireEvent.click(screen.getByRole("checkbox", { name: "Hide ineligible modules" }))
    await waitFor(() => expect(listed()).toEqual(["Hero Banner", "Gallery"]))
  })

  it("lists the portal's modules with their buttons and hides an empty test section", async () => {
    const server = await openDrawer(page([hero, gallery]))
    expect(screen.getByRole("dialog", { name: "Modules" })).toBeTruthy()
    await waitFor(() => expect(listed()).toEqual(["Hero Banner", "Gallery"]))
    expect(screen.getByRole("button", { name: /^Buy (?!& Install|Credits$)/ })).toBeTruthy()
    expect(screen.getByRole("img", { name: "Locked: PRO" })).toBeTruthy()
    expect(drawerCalls(server)[0]?.search).toContain("portal=101")
    await waitFor(() => expect(screen.queryByRole("region", { name: "Test Modules" })).toBeNull())
  })

  it("shows test modules in their own section", async () => {
    await openDrawer((request) => (isTest(request) ? page([beta]) : page([hero])))
    const section = await screen.findByRole("region", { name: "Test Modules" })
    expect(await within(section).findByText("Beta Slider")).toBeTruthy()
  })

  it("filters by category and searches once typing pauses for a second", async () => {
    const server = await openDrawer(page([hero]))
    await waitFor(() => expect(listed()).toEqual(["Hero Banner"]))
    fireEvent.click(screen.getByRole("button", { name: "DND Modules" }))
    expect(screen.getByRole("button", { name: "DND Modules" }).getAttribute("aria-pressed")).toBe("true")
    await waitFor(() => expect(server.requests.some((request) => request.search.includes("filter=2"))).toBe(true))

    fireEvent.change(screen.getByRole("searchbox", { name: "Search modules" }), { target: { value: "hero" } })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(server.requests.some((request) => request.search.includes("keyword=hero"))).toBe(false)
    await waitFor(() => expect(server.requests.some((request) => request.search.includes("keyword=hero"))).toBe(true))
  })

  it("keeps the rows and their buttons while a new search loads", async () => {
    const server = await openDrawer((request) =>
      isTest(request) ? page([]) : request.search.includes("keyword=") ? "hang" : page([hero, gallery])
    )
    await waitFor(() => expect(listed()).toEqual(["Hero Banner", "Gallery"]))
    const button = screen.getByRole("button", { name: /^Install (?!Module\b)/ })
    fireEvent.change(screen.getByRole("searchbox", { name: "Search modules" }), { target: { value: "hero" } })
    await waitFor(() => expect(server.requests.some((request) => request.search.includes("keyword=hero"))).toBe(true))
    expect(listed()).toEqual(["Hero Banner", "Gallery"])
    expect(screen.getByRole("button", { name: /^Install (?!Module\b)/ })).toBe(button)
    expect(screen.queryByText("Loading modules…")).toBeNull()
  })

  it("an install pressed while a search loads is not undone by that search's older answer", async () => {
    const installed = makeModule({ ...hero, button_state: "Installed", installed: true, installed_version: hero.current_version })
    let installDone = false
    const server = await openDrawer(
      (request) =>
        isTest(request)
          ? page([])
          : // The search was answered from rows read before the install: it comes back late and stale.
            request.search.includes("keyword=") && !installDone
            ? { status: 200, body: listBody([hero]), delayMs: 400 }
            : page(
                [installDone ? installed : hero, gallery].filter((module) => !request.search.includes("keyword=") || module.key === "hero")
              ),
      makeAgency({ id: 1 }),
      {
        "POST /module/api/v2/modules/check-files": { status: 200, body: { data: { files: [] } } },
        // The overwrite review's check: nothing edited, so the install goes through without a modal.
        "POST /portal/api/v2/portals/:id/overwrite-check": {
          status: 200,
          body: { data: { checked_at: "2026-12-03T10:30:00.000Z", files: [] } }
        },
        "POST /module/api/v2/modules/install": { status: 200, body: { data: installed } }
      }
    )
    await waitFor(() => expect(listed()).toEqual(["Hero Banner", "Gallery"]))
    fireEvent.change(screen.getByRole("searchbox", { name: "Search modules" }), { target: { value: "hero" } })
    await waitFor(() => expect(server.requests.some((request) => request.search.includes("keyword=hero"))).toBe(true))
    installDone = true
    fireEvent.click(screen.getByRole("button", { name: /^Install (?!Module\b)/ }))
    const row = () => within(screen.getByRole("list", { name: "Modules" })).getByRole("listitem", { name: "Hero Banner" })
    await waitFor(() => expect(row().textContent).toContain(`Installed ${hero.current_version}`))
    // Well past the stale answer's delay: the row still shows the install.
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(row().textContent).toContain(`Installed ${hero.current_version}`)
    expect(within(row()).queryByRole("button", { name: /^Install (?!Module\b)/ })).toBeNull()
  })

  it("shows the module groups above the list, narrows them with the search, and reloads the list once a group install ends", async () => {
    const group = {
      key: "layout-basics",
      name: "Layout Basics",
      module_keys: ["hero"],
      installed: false,
      button_state: "Install Module",
      batch_id: null,
      is_available: true
    }
    let groupReads = 0
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1 })] }))
    const opened = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
    store.set(openDrawerAtom, "module")
    const server = fakeServer({
      ...openPortalRoute(opened),
      "GET /module/api/v2/modules": (request) => (isTest(request) ? page([]) : page([hero])),
      // Read again after the batch: the group as the portal holds it then.
      "GET /module/api/v2/module-groups": () => ({
        status: 200,
        body: { data: [groupReads++ === 0 ? group : { ...group, installed: true, button_state: "Installed" }] }
      }),
      "POST /module/api/v2/module-groups/install": { status: 200, body: { data: { batch_id: "b1" } } },
      "GET /portal/api/v2/batch/b1": {
        status: 200,
        body: { data: { id: "b1", progress: 100, processedJobs: 1, totalJobs: 1, failedJobs: 0, status: "finished" } }
      }
    })
    await renderWithApp(<ModuleDrawer audience="member" groupPollInterval="10 millis" />, { store, server, path: editorPathOf(opened) })
    const groups = await screen.findByRole("region", { name: "Module Groups" })
    await waitFor(() => expect(listed()).toEqual(["Hero Banner"]))
    // The groups come first in the drawer.
    expect(groups.compareDocumentPosition(screen.getByRole("list", { name: "Modules" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const listLoads = () => server.requests.filter((request) => request.path === "/module/api/v2/modules" && !isTest(request)).length
    const before = listLoads()
    fireEvent.click(within(groups).getByRole("button", { name: "Install Module Layout Basics" }))
    expect(await within(groups).findByRole("button", { name: "Layout Basics installed" })).toBeTruthy()
    await waitFor(() => expect(listLoads()).toBeGreaterThan(before))
    // The search (debounced) hides the groups matching neither by name nor by a module's name.
    fireEvent.change(screen.getByRole("searchbox", { name: "Search modules" }), { target: { value: "countdown" } })
    await waitFor(() => expect(screen.queryByRole("region", { name: "Module Groups" })).toBeNull(), { timeout: 3_000 })
    fireEvent.change(screen.getByRole("searchbox", { name: "Search modules" }), { target: { value: "layout" } })
    expect(await screen.findByRole("region", { name: "Module Groups" }, { timeout: 3_000 })).toBeTruthy()
  })

  it("says when nothing matches", async () => {
    await openDrawer(page([]))
    expect(await screen.findByText("No modules found.")).toBeTruthy()
  })

  it("shows a load failure with Retry", async () => {
    let calls = 0
    await openDrawer((request) => {
      if (isTest(request)) return page([])
      calls += 1
      return calls === 1 ? { status: 500, body: { message: "boom" } } : page([hero])
    })
    expect((await screen.findByRole("alert")).textContent).toContain("Internal Server Error. Please try again later.")
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    await waitFor(() => expect(listed()).toEqual(["Hero Banner"]))
  })

  it("tells a suspended agency why its buttons are disabled", async () => {
    await openDrawer(page([hero]), makeAgency({ id: 1, status: "suspend" }))
    expect(await screen.findByText(SUSPENDED_EXPLANATION)).toBeTruthy()
    await waitFor(() => expect(screen.getByRole("button", { name: /^Install (?!Module\b)/ }).hasAttribute("disabled")).toBe(true))
  })

  it("guests list the demo portal's modules through the guest call; every action opens the Register modal", async () => {
    const store = createStore()
    const opened = makePortal({ id: 999999, agency: { id: 9, name: "Demo Guest Agency" } })
    store.set(openDrawerAtom, "module")
    const installed = makeModule({ key: "faq", name: "FAQ", button_state: "Installed" })
    const upgrade = makeModule({ key: "tabs", name: "Tabs", button_state: "Upgrade Module" })
    const server = fakeServer({
      ...openPortalRoute(opened, "guest"),
      "GET /module/api/v2/guest/modules": (request) => (isTest(request) ? page([]) : page([hero, gallery, upgrade, installed])),
      "GET /module/api/v2/guest/module-groups": { status: 200, body: { data: [] } }
    })
    await renderWithApp(<ModuleDrawer audience="guest" />, { store, server, path: editorPathOf(opened, "guest") })
    await waitFor(() => expect(listed()).toEqual(["Hero Banner", "Gallery", "Tabs", "FAQ"]))
    // No diffs for guests.
    expect(screen.queryByRole("button", { name: /View Diff/ })).toBeNull()
    expect(
      within(screen.getByRole("listitem", { name: "FAQ" }))
        .getByRole("button", { name: "FAQ installed" })
        .hasAttribute("disabled")
    ).toBe(true)
    for (const [name, label] of [
      ["Hero Banner", "Install Hero Banner"],
      ["Gallery", "Buy Gallery"],
      ["Tabs", "Upgrade Module Tabs"]
    ] as const) {
      store.set(openModalAtom, null)
      const button = within(screen.getByRole("listitem", { name })).getByRole("button", { name: label })
      expect(button.hasAttribute("disabled")).toBe(false)
      fireEvent.click(button)
      expect(store.get(openModalAtom)).toBe("register")
    }
    const guestCalls = ["/portal/api/v2/guest/portals/999999", "/module/api/v2/guest/modules", "/module/api/v2/guest/module-groups"]
    expect(server.requests.every((request) => request.method === "GET" && guestCalls.includes(request.path))).toBe(true)
  })

  it("guests see the demo portal's module groups through the guest call; a group's Install Module opens Register and sends nothing", async () => {
    const store = createStore()
    const opened = makePortal({ id: 999999, agency: { id: 9, name: "Demo Guest Agency" } })
    store.set(openDrawerAtom, "module")
    const layout = {
      key: "layout-basics",
      name: "Layout Basics",
      module_keys: ["hero"],
      installed: false,
      button_state: "Install Module",
      batch_id: null,
      is_available: true
    }
    const social = {
      key: "social-proof",
      name: "Social Proof",
      module_keys: ["faq"],
      installed: true,
      button_state: "Installed",
      batch_id: null,
      is_available: true
    }
    const server = fakeServer({
      ...openPortalRoute(opened, "guest"),
      "GET /module/api/v2/guest/modules": (request) => (isTest(request) ? page([]) : page([hero])),
      "GET /module/api/v2/guest/module-groups": { status: 200, body: { data: [layout, social] } }
    })
    await renderWithApp(<ModuleDrawer audience="guest" />, { store, server, path: editorPathOf(opened, "guest") })
    const groups = await screen.findByRole("region", { name: "Module Groups" })
    await waitFor(() => expect(listed()).toEqual(["Hero Banner"]))
    expect(groups.compareDocumentPosition(screen.getByRole("list", { name: "Modules" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(server.requests.find((request) => request.path === "/module/api/v2/guest/module-groups")?.search).toContain("portal=999999")
    expect(
      within(within(groups).getByRole("listitem", { name: "Social Proof" }))
        .getByRole("button", { name: "Social Proof installed" })
        .hasAttribute("disabled")
    ).toBe(true)
    const install = within(within(groups).getByRole("listitem", { name: "Layout Basics" })).getByRole("button", {
      name: "Install Module Layout Basics"
    })
    expect(install.hasAttribute("disabled")).toBe(false)
    fireEvent.click(install)
    expect(store.get(openModalAtom)).toBe("register")
    // Still Install Module: no batch started, no progress.
    expect(within(groups).queryByRole("progressbar")).toBeNull()
    expect(server.requests.filter((request) => request.method !== "GET")).toEqual([])
    expect(server.requests.some((request) => request.path.startsWith("/module/api/v2/module-groups"))).toBe(false)
  })

  it("Change Log lists the module's versions newest first with required files, and Escape closes it", async () => {
    const changeLog = [
      { ver: "1.0.0", message: "Initial release", requires: [] },
      { ver: "2.0.0", message: "New layout engine", requires: ["css/main.css"] },
      { ver: "1.2.0", message: "Responsive heading sizes", requires: [] }
    ]
    await openDrawer(page([makeModule({ key: "hero", name: "Hero Banner", change_log: changeLog })]))
    fireEvent.click(await screen.findByRole("button", { name: "Change Log Hero Banner" }))
    const dialog = await screen.findByRole("dialog", { name: "Change Log" })
    expect(within(dialog).getByText("Hero Banner")).toBeTruthy()
    const versions = within(within(dialog).getByRole("list", { name: "Hero Banner versions" })).getAllByRole("listitem")
    expect(versions.map((item) => item.getAttribute("aria-label"))).toEqual(["Version 2.0.0", "Version 1.2.0", "Version 1.0.0"])
    expect(versions[0]?.textContent).toContain("New layout engine")
    expect(versions[0]?.textContent).toContain("css/main.css")
    fireEvent.keyDown(dialog, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change Log" })).toBeNull())
  })

  it("View Diff shows only while an upgrade waits and lays the module's diff out side by side", async () => {
    const upgradeable = makeModule({
      key: "timeline",
      name: "Timeline",
      installed: true,
      installed_version: "1.0.0",
      current_version: "2.0.0",
      upgradeable: true,
      upgradeable_type: "major",
      button_state: "Upgrade Module"
    })
    const current = makeModule({
      key: "faq",
      name: "FAQ Accordion",
      installed: true,
      installed_version: "1.2.0",
      button_state: "Installed"
    })
    const diff =
      "--- a/timeline.module/module.html\n+++ b/timeline.module/module.html\n@@ -1 +1 @@\n-<!-- Timeline 1.0.0 -->\n+<!-- Timeline 2.0.0 -->\n"
    const server = await openDrawer(page([upgradeable, current]), makeAgency({ id: 1 }), {
      "GET /module/api/v2/modules/timeline/diff": {
        status: 200,
        body: { data: { key: "timeline", installed: "1.0.0", current: "2.0.0", diff } }
      }
    })
    await waitFor(() => expect(listed()).toEqual(["Timeline", "FAQ Accordion"]))
    expect(screen.queryByRole("button", { name: "View Diff FAQ Accordion" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "View Diff Timeline" }))
    const dialog = await screen.findByRole("dialog", { name: "View Diff: Timeline" })
    const table = await within(dialog).findByRole("table")
    expect(within(table).getByRole("columnheader", { name: "Installed 1.0.0" })).toBeTruthy()
    expect(within(table).getByRole("columnheader", { name: "Current 2.0.0" })).toBeTruthy()
    expect(within(table).getByText("<!-- Timeline 2.0.0 -->")).toBeTruthy()
    expect(server.requests.find((request) => request.path.endsWith("/diff"))?.search).toContain("portal=101")
  })

  it("a View Diff that fails says so quietly, without an alert", async () => {
    const upgradeable = makeModule({
      key: "timeline",
      name: "Timeline",
      installed: true,
      installed_version: "1.0.0",
      current_version: "2.0.0",
      upgradeable: true,
      button_state: "Upgrade Module"
    })
    await openDrawer(page([upgradeable]), makeAgency({ id: 1 }), {
      "GET /module/api/v2/modules/timeline/diff": { status: 500, body: { message: "boom" } }
    })
    fireEvent.click(await screen.findByRole("button", { name: "View Diff Timeline" }))
    const dialog = await screen.findByRole("dialog", { name: "View Diff: Timeline" })
    expect(await within(dialog).findByText("The differences cannot be shown right now.")).toBeTruthy()
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
