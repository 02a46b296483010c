import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import type { Duration } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"

import { CONNECTION_ISSUES } from "@/entities/batch"
import type { Batch, ModuleGroup } from "@/shared/api"
import { type FakeAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { makeBatch, makeGroup, makeMember } from "../lib/fixtures.ts"
import { ModuleGroupList } from "./ModuleGroupList.tsx"

const groupsPath = "GET /module/api/v2/module-groups"
const installPath = "POST /module/api/v2/module-groups/install"
const batchPath = "GET /portal/api/v2/batch/batch-1"

const groups = (list: ReadonlyArray<ModuleGroup>): FakeAnswer => ({ status: 200, body: { data: list } })
const batch = (value: Batch): FakeAnswer => ({ status: 200, body: { data: value } })
const started: FakeAnswer = { status: 200, body: { data: { batch_id: "batch-1" } } }

/** Answers the batch reads in turn, repeating the last one. */
const batches = (...values: ReadonlyArray<Batch>): FakeRoute => {
  let read = 0
  return () => batch(values[Math.min(read++, values.length - 1)]!)
}

/** pollInterval null: the component's default (5 seconds). */
async function setup(routes: Record<string, FakeRoute>, pollInterval: Duration.DurationInput | null = "10 millis", keyword = "") {
  const server = fakeServer(routes)
  const onInstalled = vi.fn()
  const view = await renderWithApp(
    <>
      <AlertOutlet />
      <ModuleGroupList
        portalId={101}
        keyword={keyword}
        isDisabled={false}
        onInstalled={onInstalled}
        {...(pollInterval === null ? {} : { pollInterval })}
      />
    </>,
    { server }
  )
  return { server, onInstalled, view }
}

/** The groups before the install, then (every later read) the groups read back after it. */
const beforeAndAfter = (before: ReadonlyArray<ModuleGroup>, after: ReadonlyArray<ModuleGroup>): FakeRoute => {
  let read = 0
  return () => groups(read++ === 0 ? before : after)
}

const heroFiles = [{ path: "css/main.css", name: "main.css", version: "2.0.0" }]
const landing = (overrides: Partial<ModuleGroup> = {}) =>
  makeGroup({
    key: "landing-essentials",
    name: "Landing Page Essentials",
    module_keys: ["hero-banner", "feature-grid", "call-to-action", "faq-accordion"],
    ...overrides
  })
const installedAt = (key: string, name: string, version: string) =>
  makeMember({ key, name, status: "installed", installed_version: version })

const batchReads = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((request) => request.path === "/portal/api/v2/batch/batch-1").length

afterEach(() => {
  vi.useRealTimers()
})

describe("ModuleGroupList", () => {
  it("installs a group with its theme files; the outcome and each module's version are read back after the batch", async () => {
    const members = [installedAt("dnd-two-column", "Two Column Layout", "1.1.0"), installedAt("el-divider", "Divider", "1.0.0")]
    const { server, onInstalled } = await setup({
      [groupsPath]: beforeAndAfter([makeGroup()], [makeGroup({ installed: true, button_state: "Installed", members })]),
      [installPath]: started,
      [batchPath]: batches(makeBatch(1, 4), makeBatch(2, 4), makeBatch(4, 4))
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module Layout Basics" }))
    expect(await screen.findByRole("progressbar", { name: /Installing \d\/4/ })).toBeTruthy()
    const status = await screen.findByRole("status")
    expect(status.textContent).toBe("All modules installed.")
    expect(screen.getByRole("button", { name: "Layout Basics installed" })).toBeTruthy()
    expect(screen.getByRole("list", { name: "Layout Basics results" }).textContent).toContain(
      "Two Column Layout: Installed at version 1.1.0"
    )
    expect(onInstalled).toHaveBeenCalledTimes(1)
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({
      group: "layout-basics",
      portal: 101,
      with_files: true
    })
    expect(server.requests[0]?.search).toContain("portal=101")
    expect(batchReads(server)).toBe(3)
  })

  it("tells what the server holds, not what the batch counters claim: a failure is never told as a success", async () => {
    const failed = landing({
      members: [
        makeMember({ status: "failed", reason: "This portal must be reconnected to the CRM.", required_files: heroFiles }),
        installedAt("feature-grid", "Feature Grid", "1.0.0"),
        installedAt("call-to-action", "Call to Action", "1.0.1"),
        installedAt("faq-accordion", "FAQ Accordion", "1.1.0")
      ]
    })
    const { onInstalled } = await setup({
      [groupsPath]: beforeAndAfter([landing()], [failed]),
      [installPath]: started,
      // The counters say every job succeeded; the portal says otherwise.
      [batchPath]: batch(makeBatch(4, 4, 0))
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module Landing Page Essentials" }))
    const status = await screen.findByRole("status")
    expect(status.textContent).toBe("1 of 4 modules failed. See the reasons below.")
    await waitFor(() => expect(document.activeElement).toBe(status))
    expect(screen.queryByRole("button", { name: /installed$/ })).toBeNull()
    expect(screen.queryByText(CONNECTION_ISSUES)).toBeNull()
    const results = screen.getByRole("list", { name: "Landing Page Essentials results" })
    expect([...results.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Hero Banner: Failed — This portal must be reconnected to the CRM.",
      "Feature Grid: Installed at version 1.0.0",
      "Call to Action: Installed at version 1.0.1",
      "FAQ Accordion: Installed at version 1.1.0"
    ])
    expect(onInstalled).toHaveBeenCalledTimes(1)
    // Retry failed names its group.
    expect(screen.getByRole("button", { name: "Retry failed in Landing Page Essentials" }).textContent).toBe("Retry failed")
  })

  it("and a success is never told as a failure: all installed although a job was counted failed", async () => {
    const done = landing({ installed: true, button_state: "Installed", members: [installedAt("hero-banner", "Hero Banner", "2.0.0")] })
    await setup({
      [groupsPath]: beforeAndAfter([landing()], [done]),
      [installPath]: started,
      [batchPath]: batch(makeBatch(4, 4, 1))
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module Landing Page Essentials" }))
    expect((await screen.findByRole("status")).textContent).toBe("All modules installed.")
    expect(screen.getByRole("list", { name: "Landing Page Essentials results" }).textContent).toBe(
      "Hero Banner: Installed at version 2.0.0"
    )
    expect(screen.getByRole("button", { name: "Landing Page Essentials installed" })).toBeTruthy()
  })

  it("claims nothing about the modules when the results cannot be read back", async () => {
    let read = 0
    await setup({
      [groupsPath]: () => (read++ === 0 ? groups([landing()]) : { status: 503, body: { message: "The service is busy." } }),
      [installPath]: started,
      [batchPath]: batch(makeBatch(4, 4, 0))
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module Landing Page Essentials" }))
    const status = await screen.findByRole("status")
    expect(status.textContent).toMatch(/^The install has ended, but its results could not be read: /)
    expect(screen.queryByText("All modules installed.")).toBeNull()
    expect(screen.queryByRole("button", { name: /installed$/ })).toBeNull()
  })

  it("lists the theme files the install brings along and offers Retry failed after a failed install", async () => {
    await setup({
      [groupsPath]: groups([
        landing({
          members: [
            makeMember({ status: "failed", reason: "File updates required: css/main.css (2.0.0)", required_files: heroFiles }),
            makeMember({ key: "feature-grid", name: "Feature Grid", status: "pending" })
          ]
        })
      ])
    })
    expect(await screen.findByRole("button", { name: "Retry failed in Landing Page Essentials" })).toBeTruthy()
    expect(screen.getByText("Theme files installed with this group: css/main.css 2.0.0 (Hero Banner)")).toBeTruthy()
    expect(screen.getByRole("list", { name: "Landing Page Essentials results" }).textContent).toContain("Feature Grid: Not installed")
  })

  it("the search narrows the groups by group name and by their modules' names", async () => {
    const list = [
      makeGroup({ members: [makeMember({ key: "dnd-two-column", name: "Two Column Layout" })] }),
      landing({ members: [makeMember({ name: "Hero Banner" })] })
    ]
    const byModule = await setup({ [groupsPath]: groups(list) }, "10 millis", "hero")
    expect(await screen.findByRole("listitem", { name: "Landing Page Essentials" })).toBeTruthy()
    expect(screen.queryByRole("listitem", { name: "Layout Basics" })).toBeNull()
    byModule.view.unmount()

    const byName = await setup({ [groupsPath]: groups(list) }, "10 millis", "LAYOUT basics")
    expect(await screen.findByRole("listitem", { name: "Layout Basics" })).toBeTruthy()
    expect(screen.queryByRole("listitem", { name: "Landing Page Essentials" })).toBeNull()
    byName.view.unmount()

    const none = await setup({ [groupsPath]: groups(list) }, "10 millis", "countdown")
    await waitFor(() => expect(none.server.requests).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole("region", { name: "Module Groups" })).toBeNull())
  })

  it("says why a locked group's button is off, keeps it focusable, and a press does nothing", async () => {
    const { server } = await setup({
      [groupsPath]: groups([
        makeGroup({
          key: "social-proof",
          name: "Social Proof",
          is_available: false,
          members: [makeMember({ key: "stats-counter", name: "Stats Counter", status: "locked", reason: "Needs PRO", pad_lock: "pro" })]
        })
      ]),
      [installPath]: started
    })
    const button = await screen.findByRole("button", { name: "Install Module Social Proof" }, { timeout: 15_000 })
    expect(button.hasAttribute("disabled")).toBe(false)
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(screen.getByRole("button", { name: "Install Module Social Proof", description: "Needs PRO: Stats Counter" })).toBe(button)
    button.focus()
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    fireEvent.keyDown(button, { key: "Enter" })
    fireEvent.keyUp(button, { key: "Enter" })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests.filter((request) => request.path === "/module/api/v2/module-groups/install")).toHaveLength(0)
    expect(screen.queryByRole("progressbar")).toBeNull()
  })

  it("names the reason on the off buttons of an unavailable group without locked modules", async () => {
    await setup({
      [groupsPath]: groups([makeGroup({ key: "locked", name: "Locked Group", is_available: false, members: [] })])
    })
    const button = await screen.findByRole("button", { name: "Install Module Locked Group" }, { timeout: 15_000 })
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This group is not available for this portal."
    )
  })

  it("resets to Install Module with a danger alert when the install is refused", async () => {
    const { onInstalled } = await setup({
      [groupsPath]: groups([makeGroup()]),
      [installPath]: { status: 403, body: { message: "Buy this module first." } }
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module Layout Basics" }))
    expect(await screen.findByText("Buy this module first.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Install Module Layout Basics" })).toBeTruthy()
    expect(onInstalled).not.toHaveBeenCalled()
  })

  it("resets when a batch read fails mid-way", async () => {
    await setup({
      [groupsPath]: groups([makeGroup()]),
      [installPath]: started,
      [batchPath]: { status: 404, body: { message: "Resource not found." } }
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module Layout Basics" }))
    expect(await screen.findByText("Resource not found.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Install Module Layout Basics" })).toBeTruthy()
  })

  it("shows installed and unavailable groups, and follows a batch already running to its read-back end", async () => {
    const listed = (running: ModuleGroup) => [
      makeGroup({ key: "done", name: "Done Group", installed: true, button_state: "Installed" }),
      makeGroup({ key: "locked", name: "Locked Group", is_available: false }),
      running
    ]
    await setup({
      [groupsPath]: beforeAndAfter(
        listed(makeGroup({ key: "running", name: "Running Group", batch_id: "batch-1" })),
        listed(makeGroup({ key: "running", name: "Running Group", installed: true, button_state: "Installed" }))
      ),
      [batchPath]: batches(makeBatch(2, 4), makeBatch(4, 4))
    })
    expect(await screen.findByRole("button", { name: "Done Group installed" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Install Module Locked Group" }).getAttribute("aria-disabled")).toBe("true")
    expect(await screen.findByRole("button", { name: "Running Group installed" })).toBeTruthy()
  })

  it("guests read the groups through the guest call; a group's action is the one passed in, and nothing is posted", async () => {
    const server = fakeServer({
      "GET /module/api/v2/guest/module-groups": groups([
        makeGroup(),
        makeGroup({ key: "done", name: "Done Group", installed: true, button_state: "Installed" })
      ])
    })
    const guestAction = vi.fn()
    await renderWithApp(
      <ModuleGroupList
        audience="guest"
        portalId={999999}
        renderGuestAction={(group) => (
          <button type="button" onClick={() => guestAction(group.key)}>
            {group.button_state}
          </button>
        )}
      />,
      { server, path: "/portals-guest/999999" }
    )
    fireEvent.click(await screen.findByRole("button", { name: "Install Module" }))
    expect(guestAction).toHaveBeenCalledWith("layout-basics")
    expect(screen.getByRole("button", { name: "Installed" })).toBeTruthy()
    expect(screen.getByRole("listitem", { name: "Layout Basics" }).textContent).toContain("4 modules")
    expect(screen.queryByRole("progressbar")).toBeNull()
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["GET /module/api/v2/guest/module-groups"])
    expect(server.requests[0]?.search).toContain("portal=999999")
  })

  it("guests see no section when the guest call fails or lists no groups", async () => {
    for (const answer of [groups([]), { status: 404, body: { message: "Resource not found." } }]) {
      const server = fakeServer({ "GET /module/api/v2/guest/module-groups": answer })
      const view = await renderWithApp(<ModuleGroupList audience="guest" portalId={999999} renderGuestAction={() => null} />, { server })
      await waitFor(() => expect(server.requests).toHaveLength(1))
      expect(screen.queryByRole("region", { name: "Module Groups" })).toBeNull()
      view.unmount()
    }
  })

  it("polls every 5 seconds by default and stops when unmounted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { server, view } = await setup(
      {
        [groupsPath]: groups([makeGroup()]),
        [installPath]: started,
        [batchPath]: batch(makeBatch(1, 4))
      },
      null
    )
    fireEvent.click(await screen.findByRole("button", { name: "Install Module Layout Basics" }))
    await waitFor(() => expect(batchReads(server)).toBe(1))
    await act(() => vi.advanceTimersByTimeAsync(4_000))
    expect(batchReads(server)).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(1_100))
    expect(batchReads(server)).toBe(2)
    expect(screen.getByRole("progressbar", { name: "Installing 1/4" })).toBeTruthy()
    view.unmount()
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(batchReads(server)).toBe(2)
  })
})
