// The daily digest switch in What's New: it shows the caller's choice, flips at once when pressed or toggled
// with Space, sends the new choice, and flips back with the server's reason shown when the server refuses.
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { clientConfigAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { NotificationsBell } from "./NotificationsBell.tsx"
import { notificationPage, sampleNotifications } from "./NotificationsPanel.fixtures.ts"

const base = "/auth/api/v2"
const LABEL = "Email me a daily digest"

async function openSwitch(routes: Record<string, FakeRoute>) {
  const store = createStore()
  store.set(currentUserAtom, makeUser())
  const server = fakeServer({
    [`GET ${base}/notifications/check`]: { status: 200, body: { data: { total: 2 } } },
    [`GET ${base}/notifications`]: notificationPage(sampleNotifications),
    [`GET ${base}/client-config`]: clientConfigAnswer(),
    ...routes
  })
  await renderWithApp(
    <>
      <AlertOutlet />
      <NotificationsBell />
    </>,
    { store, server }
  )
  fireEvent.click(screen.getByRole("button", { name: "What's New" }))
  const panel = await screen.findByRole("dialog", { name: "What's New" })
  const toggle = within(panel).getByRole("switch", { name: LABEL })
  await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false))
  const sent = () => server.requests.filter((request) => request.method === "PUT").map((request) => request.body)
  return { panel, toggle: toggle as HTMLInputElement, sent }
}

describe("DigestSwitch", () => {
  it("shows the choice read from the server and turns it off with a press", async () => {
    const { toggle, sent } = await openSwitch({
      [`GET ${base}/notifications/digest`]: { status: 200, body: { data: { daily: true } } },
      [`PUT ${base}/notifications/digest`]: { status: 200, body: { data: { daily: false } } }
    })
    expect(toggle.checked).toBe(true)
    fireEvent.click(toggle)
    await waitFor(() => expect(sent()).toEqual([{ daily: false }]))
    await waitFor(() => expect(toggle.checked).toBe(false))
  })

  it("flips at once with Space, before the server answers", async () => {
    const { toggle, sent } = await openSwitch({
      [`GET ${base}/notifications/digest`]: { status: 200, body: { data: { daily: false } } },
      [`PUT ${base}/notifications/digest`]: "hang"
    })
    expect(toggle.checked).toBe(false)
    toggle.focus()
    await userEvent.keyboard(" ")
    await waitFor(() => expect(toggle.checked).toBe(true))
    expect(sent()).toEqual([{ daily: true }])
    expect(document.activeElement).toBe(toggle)
  })

  it("flips back and shows the server's reason when the change is refused", async () => {
    const { toggle, sent } = await openSwitch({
      [`GET ${base}/notifications/digest`]: { status: 200, body: { data: { daily: false } } },
      [`PUT ${base}/notifications/digest`]: {
        status: 422,
        body: { message: "The daily field must be true or false.", errors: {} },
        delayMs: 50
      }
    })
    fireEvent.click(toggle)
    expect(await screen.findByText("The daily field must be true or false.")).toBeTruthy()
    expect(toggle.checked).toBe(false)
    expect(sent()).toEqual([{ daily: true }])
  })

  it("is not offered when the choice cannot be read", async () => {
    const store = createStore()
    store.set(currentUserAtom, makeUser())
    const server = fakeServer({
      [`GET ${base}/notifications/check`]: { status: 200, body: { data: { total: 2 } } },
      [`GET ${base}/notifications`]: notificationPage(sampleNotifications),
      [`GET ${base}/client-config`]: clientConfigAnswer(),
      [`GET ${base}/notifications/digest`]: { status: 500, body: { message: "Server Error" } }
    })
    await renderWithApp(<NotificationsBell />, { store, server })
    fireEvent.click(screen.getByRole("button", { name: "What's New" }))
    const panel = await screen.findByRole("dialog", { name: "What's New" })
    await waitFor(() => expect(server.requests.some((request) => request.path === `${base}/notifications/digest`)).toBe(true))
    await waitFor(() => expect(within(panel).queryByRole("switch", { name: LABEL })).toBeNull())
  })
})
