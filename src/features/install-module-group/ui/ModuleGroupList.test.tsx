import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import type { Duration } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Batch, ModuleGroup } from "@/shared/api"
import { type FakeAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { makeBatch, makeGroup, makeMember } from "../lib/fixtures.ts"
import { CONNECTION_ISSUES } from "@/entities/batch"
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
async function setup(routes: Record<string, FakeRoute>, pollInterval: Duration.DurationInput | null = "10 millis") {
  const server = fakeServer(routes)
  const onInstalled = vi.fn()
  const view = await renderWithApp(
    <>
      <AlertOutlet />
      <ModuleGroupList portalId={101} isDisabled={false} onInstalled={onInstalled} {...(pollInterval === null ? {} : { pollInterval })} />
    </>,
    { server }
  )
  return { server, onInstalled, view }
}

const batchReads = (server: ReturnType<typeof fakeServer>) => server.requests.filter((request) => request.path === "/portal/api/v2/batch/batch-1").length

afterEach(() => {
  vi.useRealTimers()
})

describe("ModuleGroupList", () => {
  it("installs a group: Installing n/total while the batch runs, then Installed and a list reload", async () => {
    const { server, onInstalled } = await setup({
      [groupsPath]: groups([makeGroup()]),
      [installPath]: started,
      [batchPath]: batches(makeBatch(1, 4), makeBatch(2, 4), makeBatch(4, 4))
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module" }))
    expect(await screen.findByRole("progressbar", { name: /Installing \d\/4/ })).toBeTruthy()
    expect(await screen.findByRole("button", { name: "Installed" })).toBeTruthy()
    expect(onInstalled).toHaveBeenCalledTimes(1)
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({ group: "layout-basics", portal: 101 })
    expect(server.requests[0]?.search).toContain("portal=101")
    expect(batchReads(server)).toBe(3)
  })

  it("ends when processed plus failed equals total and tells which module failed and why, never Installed", async () => {
    const failedGroup = makeGroup({
      key: "landing-essentials",
      name: "Landing Page Essentials",
      members: [
        makeMember({ key: "hero-banner", name: "Hero Banner", status: "failed", reason: "File updates required: css/main.css (2.0.0)", required_files: [{ path: "css/main.css", name: "main.css", version: "2.0.0" }] }),
        makeMember({ key: "feature-grid", name: "Feature Grid", status: "installed" })
      ]
    })
    let listed = 0
    const { onInstalled, server } = await setup({
      // The second read (after the batch) brings the members' results.
      [groupsPath]: () => groups([listed++ === 0 ? makeGroup({ key: "landing-essentials", name: "Landing Page Essentials" }) : failedGroup]),
      [installPath]: started,
      // progress stays below 100 here on purpose: the counts alone end the polling.
      [batchPath]: batch({ ...makeBatch(4, 4, 1), progress: 99 })
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module" }))
    const status = await screen.findByRole("status")
    expect(status.textContent).toBe("1 of 4 modules failed. See the reasons below.")
    await waitFor(() => expect(document.activeElement).toBe(status))
    expect(screen.queryByRole("button", { name: "Installed" })).toBeNull()
    expect(screen.queryByText(CONNECTION_ISSUES)).toBeNull()
    const results = await screen.findByRole("list", { name: "Landing Page Essentials results" })
    expect(results.textContent).toContain("Hero Banner: Failed — File updates required: css/main.css (2.0.0)")
    expect(results.textContent).toContain("Feature Grid: Installed")
    expect(onInstalled).toHaveBeenCalledTimes(1)
    // Retry failed starts the group again (the server makes jobs for the failed module only);
    // the theme-files choice names its group and posts with_files.
    fireEvent.click(screen.getByRole("button", { name: "Install with theme files: Landing Page Essentials" }))
    await waitFor(() => expect(server.requests.filter((request) => request.method === "POST")).toHaveLength(2))
    expect(server.requests.filter((request) => request.method === "POST")[1]?.body).toEqual({ group: "landing-essentials", portal: 101, with_files: true })
  })

  it("offers Retry failed and lists the theme files needed for a group whose last install failed", async () => {
    await setup({
      [groupsPath]: groups([makeGroup({
        members: [makeMember({ status: "failed", reason: "File updates required: css/main.css (2.0.0)", required_files: [{ path: "css/main.css", name: "main.css", version: "2.0.0" }] })]
      })])
    })
    expect(await screen.findByRole("button", { name: "Retry failed" })).toBeTruthy()
    expect(screen.getByText(/Theme files needed first: css\/main.css 2.0.0 \(Hero Banner\)/)).toBeTruthy()
  })

  it("says why a locked group's button is off, keeps it focusable, and a press does nothing", async () => {
    const { server } = await setup({
      [groupsPath]: groups([makeGroup({ key: "social-proof", name: "Social Proof", is_available: false, members: [makeMember({ key: "stats-counter", name: "Stats Counter", status: "locked", reason: "Needs PRO", pad_lock: "pro" })] })]),
      [installPath]: started
    })
    const button = await screen.findByRole("button", { name: "Install Module" }, { timeout: 15_000 })
    expect(button.hasAttribute("disabled")).toBe(false)
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(screen.getByRole("button", { name: "Install Module", description: "Needs PRO: Stats Counter" })).toBe(button)
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
    const button = await screen.findByRole("button", { name: "Install Module" }, { timeout: 15_000 })
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe("This group is not available for this portal.")
  })

  it("resets to Install Module with a danger alert when the install is refused", async () => {
    const { onInstalled } = await setup({
      [groupsPath]: groups([makeGroup()]),
      [installPath]: { status: 403, body: { message: "Buy this module first." } }
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module" }))
    expect(await screen.findByText("Buy this module first.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Install Module" })).toBeTruthy()
    expect(onInstalled).not.toHaveBeenCalled()
  })

  it("resets when a batch read fails mid-way", async () => {
    await setup({
      [groupsPath]: groups([makeGroup()]),
      [installPath]: started,
      [batchPath]: { status: 404, body: { message: "Resource not found." } }
    })
    fireEvent.click(await screen.findByRole("button", { name: "Install Module" }))
    expect(await screen.findByText("Resource not found.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Install Module" })).toBeTruthy()
  })

  it("shows installed and unavailable groups, and follows a batch already running", async () => {
    await setup({
      [groupsPath]: groups([
        makeGroup({ key: "done", name: "Done Group", installed: true, button_state: "Installed" }),
        makeGroup({ key: "locked", name: "Locked Group", is_available: false }),
        makeGroup({ key: "running", name: "Running Group", batch_id: "batch-1" })
      ]),
      [batchPath]: batches(makeBatch(2, 4), makeBatch(4, 4))
    })
    expect(await screen.findByRole("button", { name: "Installed" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Install Module" }).getAttribute("aria-disabled")).toBe("true")
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Installed" })).toHaveLength(2))
  })

  it("guests read the groups through the guest call; a group's action is the one passed in, and nothing is posted", async () => {
    const server = fakeServer({
      "GET /module/api/v2/guest/module-groups": groups([makeGroup(), makeGroup({ key: "done", name: "Done Group", installed: true, button_state: "Installed" })])
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
    const { server, view } = await setup({
      [groupsPath]: groups([makeGroup()]),
      [installPath]: started,
      [batchPath]: batch(makeBatch(1, 4))
    }, null)
    fireEvent.click(await screen.findByRole("button", { name: "Install Module" }))
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
