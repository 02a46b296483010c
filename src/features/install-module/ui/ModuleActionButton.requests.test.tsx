// What a module change reads again: only that portal's modules, upgrade counts and batches (and, for a
// purchase, the paying agency), never another portal's reads or anything of portals, billing or users.
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { Effect } from "effect"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { agencyKeys } from "@/entities/agency"
import { batchQueries } from "@/entities/batch"
import { makeModule, type Module, moduleQueries } from "@/entities/module"
import { paymentQueries } from "@/entities/payment"
import { portalQueries } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { userQueries } from "@/entities/user"
import { apiQueryOptions, useApiQuery } from "@/shared/api"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, type RecordedRequest, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { ModuleActionButton } from "./ModuleActionButton.tsx"

const portal = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
const OTHER = 202
const listParams = (portalId: number) => ({ portal: portalId, limit: 1000, type: "modules" as const })
const list = (data: ReadonlyArray<unknown>): FakeRoute => ({
  status: 200,
  body: { data, meta: { pagination: { total: data.length, count: data.length, per_page: 1000, current_page: 1, total_pages: 1 } } }
})

/** How often the paying agency's record (its credits) was read, counted where it is read. */
const agencyReads = { count: 0 }
const readAgency = Effect.sync(() => ++agencyReads.count)

/** Every read the screens around the drawer may hold: this portal's, another portal's, and other entities'. */
function Reads() {
  useApiQuery(moduleQueries.list(portal.id, "member", listParams(portal.id)))
  useApiQuery(moduleQueries.list(OTHER, "member", listParams(OTHER)))
  useApiQuery(moduleQueries.upgradeSummary(portal.id))
  useApiQuery(moduleQueries.upgradeSummary(OTHER))
  useApiQuery(batchQueries.ofPortal(portal.id))
  useApiQuery(batchQueries.ofPortal(OTHER))
  useApiQuery(portalQueries.switcher("member"))
  useApiQuery(paymentQueries.creditPacks())
  useApiQuery(userQueries.invitations(1))
  useApiQuery(apiQueryOptions(agencyKeys.detail(1), readAgency))
  return null
}

const reads = (request: RecordedRequest) => request.method === "GET"
const describeRead = (request: RecordedRequest) => `${request.path}${request.search.includes(`portal=${OTHER}`) ? ` (${OTHER})` : ""}`

async function setup(module: Module, routes: Record<string, FakeRoute>) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1, credit_limit: 2 })] }))
  const server = fakeServer({
    "GET /module/api/v2/modules": list([]),
    "GET /module/api/v2/modules/upgrades": { status: 200, body: { data: { modules: 0, files: 0 } } },
    "GET /portal/api/v2/portals/:id/batches": { status: 200, body: { data: [] } },
    "GET /portal/api/v2/portals": list([]),
    "GET /agency/api/v2/plans/credits": { status: 200, body: { data: [] } },
    "GET /auth/api/v2/users/invitations": { status: 200, body: { data: [] } },
    ...routes
  })
  agencyReads.count = 0
  await renderWithApp(
    <>
      <AlertOutlet />
      <Reads />
      <ModuleActionButton module={module} portal={portal} onChanged={() => undefined} />
    </>,
    { store, server }
  )
  // Every read made once before the change.
  await waitFor(() => expect(server.requests.filter(reads)).toHaveLength(9))
  await waitFor(() => expect(agencyReads.count).toBe(1))
  const before = server.requests.length
  const readsAfter = () => server.requests.slice(before).filter(reads).map(describeRead).sort()
  return { server, readsAfter }
}

describe("ModuleActionButton: what a change reads again", () => {
  it("an install reads again this portal's modules, upgrade counts and batches, and nothing else", async () => {
    const installed = makeModule({ installed: true, installed_version: "1.2.0", button_state: "Installed" })
    const { readsAfter, server } = await setup(makeModule({ name: "Hero Banner" }), {
      "POST /module/api/v2/modules/check-files": { status: 200, body: { data: { files: [] } } },
      // The overwrite review's check (a POST that reads): nothing edited, so no modal.
      "POST /portal/api/v2/portals/:id/overwrite-check": {
        status: 200,
        body: { data: { checked_at: "2026-12-03T10:30:00.000Z", files: [] } }
      },
      "POST /module/api/v2/modules/install": { status: 200, body: { data: installed } }
    })
    fireEvent.click(screen.getByRole("button", { name: /^Install (?!Module$|& Install$|Credits$)/ }))
    expect(await screen.findByText("Hero Banner has been installed")).toBeTruthy()
    const expected = ["/module/api/v2/modules", "/module/api/v2/modules/upgrades", "/portal/api/v2/portals/101/batches"]
    await waitFor(() => expect(readsAfter()).toEqual(expected))
    // Nothing more arrives later (another portal's reads, portals, billing, users, the agency).
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(readsAfter()).toEqual(expected)
    expect(agencyReads.count).toBe(1)
    // Its calls: the file check, the overwrite check (once), the install.
    const calls = server.requests.filter((request) => request.method === "POST").map((request) => request.path)
    expect(calls).toEqual([
      "/module/api/v2/modules/check-files",
      "/portal/api/v2/portals/101/overwrite-check",
      "/module/api/v2/modules/install"
    ])
  })

  it("a purchase reads again this portal's modules and the paying agency (its credits), and nothing else", async () => {
    const locked = makeModule({ name: "Hero Banner", pad_lock: "lite", button_state: "Buy" })
    const bought = { ...locked, pad_lock: null, purchased: true, button_state: "Install" as const }
    const { readsAfter } = await setup(locked, {
      "POST /module/api/v2/modules/purchase": { status: 200, body: { data: { credit_limit: 1, modules: [bought] } } }
    })
    fireEvent.click(screen.getByRole("button", { name: /^Buy (?!Module$|& Install$|Credits$)/ }))
    const modal = await screen.findByRole("dialog", { name: "Confirm Purchase" })
    fireEvent.click(within(modal).getByRole("button", { name: "Buy" }))
    expect(await screen.findByText("Purchase Successful!")).toBeTruthy()
    await waitFor(() => expect(readsAfter()).toEqual(["/module/api/v2/modules"]))
    await waitFor(() => expect(agencyReads.count).toBe(2))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(readsAfter()).toEqual(["/module/api/v2/modules"])
  })
})
