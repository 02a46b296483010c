import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import type { Portal } from "@/shared/api"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import {
  corePortal,
  migratedPortal,
  migrationBatch,
  migrationPages,
  PAGE_GONE,
  partlyMigratedPortal,
  revertBatch
} from "../lib/fixtures.ts"
import { MigrationFlowDemo } from "./MigrationFlowDemo.tsx"

const allMoved = migrationBatch("batch-9")
const reverted = revertBatch("revert-1")

const routes = (overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  "GET /portal/api/v2/portals/101/migration-pages": { status: 200, body: { data: migrationPages } },
  "POST /portal/api/v2/portals/101/migrate": { status: 200, body: { data: { batch_id: "batch-9" } } },
  "GET /portal/api/v2/batch/batch-9": { status: 200, body: { data: allMoved.batch } },
  "GET /portal/api/v2/batch/batch-9/result": { status: 200, body: { data: allMoved.result } },
  "POST /portal/api/v2/portals/101/revert-migration": {
    status: 200,
    body: { message: "The revert of the page migration has started.", data: { batch_id: "revert-1" } }
  },
  "GET /portal/api/v2/batch/revert-1": { status: 200, body: { data: reverted.batch } },
  "GET /portal/api/v2/batch/revert-1/result": { status: 200, body: { data: reverted.result } },
  ...overrides
})

/**
 * Opens `portal` in the editor (its address; the cache reads it) and renders the flow. The portal reads as
 * `portal` until a batch starts and as `after` from then on, as the server would answer.
 */
async function setup(server: ReturnType<typeof fakeServer>, portal: Portal = corePortal, after: Portal = migratedPortal) {
  server.answer("GET /portal/api/v2/portals/101", () => ({
    status: 200,
    body: { data: server.requests.some((request) => request.method === "POST") ? after : portal }
  }))
  await renderWithApp(
    <>
      <AlertOutlet />
      <MigrationFlowDemo pollInterval="10 millis" />
    </>,
    { store: createStore(), server, path: "/portals-main/101" }
  )
  await waitFor(() => expect(flags()).toBe(flagsOf(portal)))
}

const flags = () => screen.getByTestId("flags").textContent
const flagsOf = (portal: Portal) => `has_migrate=${portal.has_migrate} has_page_migration=${portal.has_page_migration}`

/** Opens 'Migrate', waits for its pages and presses Next. */
async function migrateNext() {
  fireEvent.click(screen.getByRole("button", { name: "Migrate" }))
  const dialog = await screen.findByRole("dialog", { name: "Migrate" })
  await waitFor(() => expect(dialog.textContent).toContain("Home"))
  fireEvent.click(within(dialog).getByRole("button", { name: "Next" }))
}

const calls = (server: ReturnType<typeof fakeServer>) => server.requests.map((r) => `${r.method} ${r.path}`)

describe("migration flow", () => {
  it("lists the pages in 'Migrate'; Next runs the batch and sums up the pages moved", async () => {
    const server = fakeServer(routes())
    await setup(server)
    fireEvent.click(screen.getByRole("button", { name: "Migrate" }))
    const dialog = await screen.findByRole("dialog", { name: "Migrate" })
    await waitFor(() => expect(dialog.textContent).toContain("Home"))
    expect(dialog.textContent).toContain("sr/templates/about.html")
    // Escape does not dismiss it.
    fireEvent.keyDown(dialog, { key: "Escape" })
    expect(screen.getByRole("dialog", { name: "Migrate" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    const summary = await screen.findByRole("dialog", { name: "Migration complete" })
    expect(summary.textContent).toContain("2 pages moved into the portal's folder.")
    expect(within(summary).queryByRole("button", { name: "Retry failed pages" })).toBeNull()
    // The finished batch invalidated the open portal: it is read again and shows what now applies.
    await waitFor(() => expect(flags()).toBe(flagsOf(migratedPortal)))
    expect(calls(server)).toEqual([
      "GET /portal/api/v2/portals/101",
      "GET /portal/api/v2/portals/101/migration-pages",
      "POST /portal/api/v2/portals/101/migrate",
      "GET /portal/api/v2/batch/batch-9",
      "GET /portal/api/v2/batch/batch-9/result",
      "GET /portal/api/v2/portals/101"
    ])
    fireEvent.click(within(summary).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Migration complete" })).toBeNull())
  })

  it("says what migrating does and lets the user leave pages out: only the chosen ones are sent", async () => {
    const server = fakeServer(routes())
    await setup(server)
    fireEvent.click(screen.getByRole("button", { name: "Migrate" }))
    const dialog = await screen.findByRole("dialog", { name: "Migrate" })
    await waitFor(() => expect(dialog.textContent).toContain("Home"))
    expect(dialog.textContent).toContain("Migrating moves the chosen pages onto this portal's theme")
    const home = within(dialog).getByRole("checkbox", { name: /Home/ })
    const about = within(dialog).getByRole("checkbox", { name: /About/ })
    expect((home as HTMLInputElement).checked && (about as HTMLInputElement).checked).toBe(true)
    // None chosen: Next waits and the dialog says why.
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /All pages/ }))
    expect(dialog.textContent).toContain("Choose at least one page to migrate.")
    expect(within(dialog).getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true)
    fireEvent.click(about)
    expect(dialog.textContent).toContain("Pages left out keep their templates")
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }))
    await screen.findByRole("dialog", { name: "Migration complete" })
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({ pages: [{ id: "12", name: "About" }] })
  })

  it("shows a spinner, not 'There are no pages to migrate.', while the pages load; the text only for an empty list", async () => {
    const server = fakeServer(
      routes({ "GET /portal/api/v2/portals/101/migration-pages": { status: 200, body: { data: [] }, delayMs: 1000 } })
    )
    await setup(server)
    fireEvent.click(screen.getByRole("button", { name: "Migrate" }))
    const dialog = await screen.findByRole("dialog", { name: "Migrate" })
    expect(within(dialog).getByRole("progressbar", { name: "Loading the pages to migrate" })).toBeTruthy()
    expect(dialog.textContent).not.toContain("There are no pages to migrate.")
    await waitFor(() => expect(dialog.textContent).toContain("There are no pages to migrate."))
  })

  it("shows the progress n/total while the batch runs", async () => {
    let reads = 0
    const running = { ...allMoved.batch, progress: 33, processedJobs: 1, status: "running" }
    const server = fakeServer(
      routes({
        "GET /portal/api/v2/batch/batch-9": () =>
          ++reads < 3 ? { status: 200, body: { data: running }, delayMs: 30 } : { status: 200, body: { data: allMoved.batch } }
      })
    )
    await setup(server)
    await migrateNext()
    const progress = await screen.findByRole("dialog", { name: "Migrating Page" })
    await waitFor(() => expect(within(progress).getByRole("progressbar", { name: "Pages" }).getAttribute("aria-valuetext")).toBe("1/2"))
    await screen.findByRole("dialog", { name: "Migration complete" })
  })

  it("a page that failed shows with its reason; 'Retry failed pages' starts another batch and sums it up", async () => {
    const partial = migrationBatch("batch-9", { "12": PAGE_GONE })
    const retried = migrationBatch("batch-10")
    let started = 0
    const server = fakeServer(
      routes({
        "POST /portal/api/v2/portals/101/migrate": () => ({
          status: 200,
          body: { data: { batch_id: ++started === 1 ? "batch-9" : "batch-10" } }
        }),
        "GET /portal/api/v2/batch/batch-9": { status: 200, body: { data: partial.batch } },
        "GET /portal/api/v2/batch/batch-9/result": { status: 200, body: { data: partial.result } },
        "GET /portal/api/v2/batch/batch-10": { status: 200, body: { data: retried.batch } },
        "GET /portal/api/v2/batch/batch-10/result": { status: 200, body: { data: retried.result } }
      })
    )
    await setup(server, corePortal, partlyMigratedPortal)
    await migrateNext()
    const summary = await screen.findByRole("dialog", { name: "Migration incomplete" })
    expect(summary.textContent).toContain("1 page moved into the portal's folder.")
    expect(summary.textContent).toContain("1 page could not be moved:")
    const failed = within(summary).getByRole("list", { name: "Failed pages" })
    expect(failed.textContent).toContain("About")
    expect(failed.textContent).toContain(PAGE_GONE)
    await waitFor(() => expect(flags()).toBe(flagsOf(partlyMigratedPortal)))

    server.answer("GET /portal/api/v2/portals/101", { status: 200, body: { data: migratedPortal } })
    fireEvent.click(within(summary).getByRole("button", { name: "Retry failed pages" }))
    await screen.findByRole("dialog", { name: "Migration complete" })
    // Next asked for the confirmed pages; the retry for just the failed one.
    const starts = server.requests.filter((r) => r.method === "POST" && r.path.endsWith("/migrate")).map((r) => r.body)
    expect(starts).toEqual([
      {
        pages: [
          { id: "11", name: "Home" },
          { id: "12", name: "About" }
        ]
      },
      { pages: [{ id: "12", name: "About" }] }
    ])
    await waitFor(() => expect(flags()).toBe(flagsOf(migratedPortal)))
  })

  it("Cancel closes 'Migrate' without starting anything", async () => {
    const server = fakeServer(routes())
    await setup(server)
    fireEvent.click(screen.getByRole("button", { name: "Migrate" }))
    await screen.findByRole("dialog", { name: "Migrate" })
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Migrate" })).toBeNull())
    expect(server.requests.map((r) => r.path)).toEqual(["/portal/api/v2/portals/101", "/portal/api/v2/portals/101/migration-pages"])
  })

  it("revert asks 'Are you sure?', runs the revert batch and ends with 'Completed!' when every page is back", async () => {
    const server = fakeServer(routes())
    const revertedPortal = { ...migratedPortal, has_page_migration: false }
    await setup(server, migratedPortal, revertedPortal)
    fireEvent.click(screen.getByRole("button", { name: "Revert Migration" }))
    const ask = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(ask.textContent).toContain("You won't be able to revert this!")
    expect(screen.getByRole("button", { name: "No, cancel!" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Yes, revert it!" }))
    const done = await screen.findByRole("dialog", { name: "Completed!" })
    expect(done.textContent).toContain("All page has been revert.")
    await waitFor(() => expect(flags()).toBe(flagsOf(revertedPortal)))
    expect(calls(server)).toContain("GET /portal/api/v2/batch/revert-1/result")
  })

  it("a revert that left pages shows how many were reverted and which failed, never 'Completed!'; the retry finishes it", async () => {
    const partial = revertBatch("revert-1", { "11": "missing or invalid refresh token" })
    const rest = revertBatch("revert-2")
    let starts = 0
    const server = fakeServer(
      routes({
        "POST /portal/api/v2/portals/101/revert-migration": () => ({
          status: 200,
          body: { message: "The revert of the page migration has started.", data: { batch_id: ++starts === 1 ? "revert-1" : "revert-2" } }
        }),
        "GET /portal/api/v2/batch/revert-1": { status: 200, body: { data: partial.batch } },
        "GET /portal/api/v2/batch/revert-1/result": { status: 200, body: { data: partial.result } },
        "GET /portal/api/v2/batch/revert-2": { status: 200, body: { data: rest.batch } },
        "GET /portal/api/v2/batch/revert-2/result": { status: 200, body: { data: rest.result } }
      })
    )
    await setup(server, migratedPortal)
    fireEvent.click(screen.getByRole("button", { name: "Revert Migration" }))
    fireEvent.click(await screen.findByRole("button", { name: "Yes, revert it!" }))
    const summary = await screen.findByRole("dialog", { name: "Revert incomplete" })
    expect(summary.textContent).toContain("1 page reverted.")
    expect(summary.textContent).toContain("1 page could not be reverted:")
    expect(within(summary).getByRole("list", { name: "Failed pages" }).textContent).toContain("Home missing or invalid refresh token")
    expect(screen.queryByText("All page has been revert.")).toBeNull()
    fireEvent.click(within(summary).getByRole("button", { name: "Retry failed pages" }))
    expect((await screen.findByRole("dialog", { name: "Completed!" })).textContent).toContain("All page has been revert.")
  })

  it("a lost connection while following the batch says the outcome is unknown, not that it worked", async () => {
    const server = fakeServer(routes({ "GET /portal/api/v2/batch/batch-9": "network-down" }))
    await setup(server)
    await migrateNext()
    const unknown = await screen.findByRole("dialog", { name: "Migration status unknown" })
    expect(unknown.textContent).toContain("open this again later")
    expect(screen.queryByRole("dialog", { name: "Migration complete" })).toBeNull()
  })

  it("a refused revert shows the server's message as a danger alert", async () => {
    const server = fakeServer(
      routes({
        "POST /portal/api/v2/portals/101/revert-migration": {
          status: 409,
          body: { message: "This portal has no page migration to revert." }
        }
      })
    )
    await setup(server, migratedPortal)
    fireEvent.click(screen.getByRole("button", { name: "Revert Migration" }))
    fireEvent.click(await screen.findByRole("button", { name: "Yes, revert it!" }))
    expect(await screen.findByText("This portal has no page migration to revert.")).toBeTruthy()
    expect(screen.queryByRole("dialog", { name: "Completed!" })).toBeNull()
  })
})
