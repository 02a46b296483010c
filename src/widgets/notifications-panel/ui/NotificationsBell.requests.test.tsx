// Marking What's New entries read asks the server to mark them and reads nothing again: the cached list and
// count change at once, and no other screen's read (portals, modules, billing) is asked again.
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { moduleQueries } from "@/entities/module"
import { paymentQueries } from "@/entities/payment"
import { portalQueries } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { useApiQuery } from "@/shared/api"
import { makeUser } from "@/shared/lib/fixtures"
import { clientConfigAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { NotificationsBell } from "./NotificationsBell.tsx"
import { notificationPage, sampleNotifications } from "./NotificationsPanel.fixtures.ts"

const base = "/auth/api/v2"
const list = (data: ReadonlyArray<unknown>): FakeRoute => ({
  status: 200,
  body: { data, meta: { pagination: { total: data.length, count: data.length, per_page: 1000, current_page: 1, total_pages: 1 } } }
})

/** Reads other screens hold while the panel is open. */
function Reads() {
  useApiQuery(portalQueries.switcher("member"))
  useApiQuery(moduleQueries.upgradeSummary(1))
  useApiQuery(paymentQueries.creditPacks())
  return null
}

async function setup(routes: Record<string, FakeRoute> = {}) {
  const store = createStore()
  store.set(currentUserAtom, makeUser())
  const server = fakeServer({
    [`GET ${base}/notifications/check`]: { status: 200, body: { data: { total: 2 } } },
    [`GET ${base}/notifications`]: notificationPage(sampleNotifications),
    [`GET ${base}/client-config`]: clientConfigAnswer(),
    [`GET ${base}/notifications/digest`]: { status: 200, body: { data: { daily: false } } },
    [`PUT ${base}/notifications/1/read`]: { status: 200, body: { message: "Notification marked as read." } },
    [`PUT ${base}/notifications/read-all`]: { status: 200, body: { message: "All notifications marked as read." } },
    "GET /portal/api/v2/portals": list([]),
    "GET /module/api/v2/modules/upgrades": { status: 200, body: { data: { modules: 0, files: 0 } } },
    "GET /agency/api/v2/plans/credits": { status: 200, body: { data: [] } },
    ...routes
  })
  await renderWithApp(
    <>
      <Reads />
      <NotificationsBell />
    </>,
    { store, server }
  )
  fireEvent.click(screen.getByRole("button", { name: "What's New" }))
  const panel = await screen.findByRole("dialog", { name: "What's New" })
  await waitFor(() => expect(within(panel).getAllByRole("listitem")).toHaveLength(3))
  // Every read made once: the count, the list, the client config, the digest choice and the three other screens'.
  await waitFor(() => expect(server.requests.filter((request) => request.method === "GET")).toHaveLength(7))
  const before = server.requests.length
  const after = () => server.requests.slice(before).map((request) => `${request.method} ${request.path}`)
  return { panel, after }
}

describe("NotificationsBell: what a read mark asks", () => {
  it("marking one read sends the mark only; the entry and the count change before the server answers", async () => {
    // The server never answers: what changes on screen comes from the cache alone.
    const { panel, after } = await setup({ [`PUT ${base}/notifications/1/read`]: "hang" })
    fireEvent.click(within(panel).getByRole("button", { name: "Mark Theme 5.0 is here as read" }))
    await waitFor(() => expect(within(panel).getByRole("listitem", { name: "Theme 5.0 is here" }).getAttribute("data-read")).toBe("true"))
    expect(within(panel).getByText("1 unread")).toBeTruthy()
    await waitFor(() => expect(after()).toEqual([`PUT ${base}/notifications/1/read`]))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(after()).toEqual([`PUT ${base}/notifications/1/read`])
    expect(screen.getByRole("img", { name: "Unread notifications" })).toBeTruthy()
  })

  it("marking all read sends the mark only; the dot goes", async () => {
    const { panel, after } = await setup()
    fireEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }))
    expect(await within(panel).findByText("You're all caught up!")).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("img", { name: "Unread notifications" })).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(after()).toEqual([`PUT ${base}/notifications/read-all`])
  })
})
