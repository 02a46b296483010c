import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import type { User } from "@/shared/api"
import { makeUser } from "@/shared/lib/fixtures"
import { clientConfigAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { notificationAdded } from "../api/queries.ts"
import { NotificationsBell } from "./NotificationsBell.tsx"
import { notificationPage, personalNotification, sampleNotifications } from "./NotificationsPanel.fixtures.ts"

const base = "/auth/api/v2"

async function renderBell(user: User, routes: Record<string, FakeRoute> = {}) {
  const store = createStore()
  store.set(currentUserAtom, user)
  const server = fakeServer({
    [`GET ${base}/notifications/check`]: { status: 200, body: { data: { total: 2 } } },
    [`GET ${base}/notifications`]: notificationPage(sampleNotifications),
    [`GET ${base}/client-config`]: clientConfigAnswer({ docs_url: "https://changelog.example.com" }),
    ...routes
  })
  const view = await renderWithApp(
    <>
      <AlertOutlet />
      <NotificationsBell />
    </>,
    { store, server }
  )
  return { server, view, store }
}

const openPanel = async () => {
  fireEvent.click(screen.getByRole("button", { name: "What's New" }))
  const panel = await screen.findByRole("dialog", { name: "What's New" })
  await waitFor(() => expect(within(panel).getAllByRole("listitem")).toHaveLength(3))
  return panel
}

const requested = (server: { requests: ReadonlyArray<{ method: string; path: string }> }, method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path)

describe("NotificationsBell", () => {
  it("shows the unread dot from /notifications/check and lists the entries newest first with their read state", async () => {
    const { server } = await renderBell(makeUser())
    expect(await screen.findByRole("img", { name: "Unread notifications" })).toBeTruthy()
    expect(requested(server, "GET", `${base}/notifications/check`)).toHaveLength(1)
    const panel = await openPanel()
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label"))
    ).toEqual(["Theme 5.0 is here", "Module groups", "Blogs can be activated"])
    expect(within(panel).getByRole("listitem", { name: "Blogs can be activated" }).getAttribute("data-read")).toBe("true")
    expect(within(panel).getByText("Product Team", { selector: "li:first-child span" })).toBeTruthy()
    expect(within(panel).getByRole("link", { name: "View the public changelog" }).getAttribute("href")).toBe(
      "https://changelog.example.com"
    )
  })

  it("renders descriptions without the script tag or the onerror handler, and nothing of them runs", async () => {
    await renderBell(makeUser())
    const panel = await openPanel()
    const entry = within(panel).getByRole("listitem", { name: "Module groups" })
    expect(entry.textContent).toContain("Install several modules at once.")
    expect(panel.querySelector("script")).toBeNull()
    expect(panel.querySelector("[onerror]")).toBeNull()
    const scope = window as unknown as Record<string, unknown>
    expect(scope["__ranScript"]).toBeUndefined()
    expect(scope["__ranOnerror"]).toBeUndefined()
  })

  it("marks one read (the dot stays while one is left), then all read: the dot goes and the panel is all caught up", async () => {
    const { server } = await renderBell(makeUser(), {
      [`PUT ${base}/notifications/1/read`]: { status: 200, body: { message: "Notification marked as read." } },
      [`PUT ${base}/notifications/read-all`]: { status: 200, body: { message: "All notifications marked as read." } }
    })
    const panel = await openPanel()
    expect(within(panel).queryByText("You're all caught up!")).toBeNull()
    fireEvent.click(within(panel).getByRole("button", { name: "Mark Theme 5.0 is here as read" }))
    await waitFor(() => expect(within(panel).getByRole("listitem", { name: "Theme 5.0 is here" }).getAttribute("data-read")).toBe("true"))
    expect(requested(server, "PUT", `${base}/notifications/1/read`)).toHaveLength(1)
    expect(screen.getByRole("img", { name: "Unread notifications" })).toBeTruthy()

    fireEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }))
    expect(await within(panel).findByText("You're all caught up!")).toBeTruthy()
    expect(requested(server, "PUT", `${base}/notifications/read-all`)).toHaveLength(1)
    expect(within(panel).queryByRole("button", { name: /^Mark / })).toBeNull()
    await waitFor(() => expect(screen.queryByRole("img", { name: "Unread notifications" })).toBeNull())
  })

  it("a refused read mark shows the error and keeps the entry unread", async () => {
    await renderBell(makeUser(), {
      [`PUT ${base}/notifications/1/read`]: { status: 404, body: { message: "Resource not found." } }
    })
    const panel = await openPanel()
    fireEvent.click(within(panel).getByRole("button", { name: "Mark Theme 5.0 is here as read" }))
    expect(await screen.findByRole("alert")).toBeTruthy()
    expect(within(panel).getByRole("listitem", { name: "Theme 5.0 is here" }).getAttribute("data-read")).toBe("false")
  })

  it("shows no dot when nothing is unread, and hides the changelog link without a docs_url", async () => {
    await renderBell(makeUser(), {
      [`GET ${base}/notifications/check`]: { status: 200, body: { data: { total: 0 } } },
      [`GET ${base}/client-config`]: clientConfigAnswer()
    })
    const bell = await screen.findByRole("button", { name: "What's New" })
    await waitFor(() => expect(bell.querySelector("svg")).toBeTruthy())
    expect(screen.queryByRole("img", { name: "Unread notifications" })).toBeNull()
    const panel = await openPanel()
    await waitFor(() => expect(within(panel).queryByRole("progressbar")).toBeNull())
    expect(within(panel).queryByRole("link", { name: "View the public changelog" })).toBeNull()
  })

  it("super admins get no bell and never call /notifications/check", async () => {
    const { server } = await renderBell(makeUser({ roles: [{ name: "admin" }], agencies: [], agency: null }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole("button", { name: "What's New" })).toBeNull()
    expect(server.requests.filter((request) => request.path.startsWith(`${base}/notifications`))).toHaveLength(0)
  })

  it("a personal entry links into the app: following it reads it, closes the panel and goes there", async () => {
    const { server, view } = await renderBell(makeUser(), {
      [`GET ${base}/notifications`]: notificationPage([personalNotification, ...sampleNotifications]),
      [`PUT ${base}/notifications/4/read`]: { status: 200, body: { message: "Notification marked as read." } }
    })
    fireEvent.click(screen.getByRole("button", { name: "What's New" }))
    const panel = await screen.findByRole("dialog", { name: "What's New" })
    const entry = await within(panel).findByRole("listitem", { name: personalNotification.title })
    expect(entry.textContent).toContain("Sam Support changed the status to In progress.")
    // Changelog entries have no such link.
    expect(within(within(panel).getByRole("listitem", { name: "Theme 5.0 is here" })).queryByRole("link")).toBeNull()
    const link = within(entry).getByRole("link", { name: `View details of ${personalNotification.title}` })
    expect(link.getAttribute("href")).toBe("/tasks/12")
    fireEvent.click(link)
    await waitFor(() => expect(view.currentPath()).toBe("/tasks/12"))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "What's New" })).toBeNull())
    expect(requested(server, "PUT", `${base}/notifications/4/read`)).toHaveLength(1)
  })

  it("notification.created (a personal entry was added) checks again and shows the dot", async () => {
    const { server, view } = await renderBell(makeUser(), {
      [`GET ${base}/notifications/check`]: { status: 200, body: { data: { total: 0 } } }
    })
    await waitFor(() => expect(requested(server, "GET", `${base}/notifications/check`)).toHaveLength(1))
    expect(screen.queryByRole("img", { name: "Unread notifications" })).toBeNull()
    server.answer(`GET ${base}/notifications/check`, { status: 200, body: { data: { total: 1 } } })
    await act(() => notificationAdded(view.queryClient))
    expect(await screen.findByRole("img", { name: "Unread notifications" })).toBeTruthy()
    expect(requested(server, "GET", `${base}/notifications/check`)).toHaveLength(2)
  })
})
