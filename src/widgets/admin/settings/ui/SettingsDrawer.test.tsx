import { fireEvent, screen } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { SettingsDrawer } from "./SettingsDrawer.tsx"

const SYNC_MESSAGE = "Notification Sync Completed - User Notification Will Sync on The Background! Please Wait 1-2 Mins!"

async function openDrawer(sync: FakeRoute) {
  const store = createStore()
  store.set(openDrawerAtom, "setting")
  const server = fakeServer({ "GET /auth/api/v2/notifications/sync": sync })
  await renderWithApp(
    <>
      <AlertOutlet />
      <SettingsDrawer />
    </>,
    { store, server }
  )
  return server
}

describe("SettingsDrawer", () => {
  it("Sync Notifications calls GET /notifications/sync and shows the spec's success sentence", async () => {
    const server = await openDrawer({ status: 200, body: { message: SYNC_MESSAGE } })
    expect(screen.getByRole("dialog", { name: "Settings" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Sync Notifications" }))
    const status = await screen.findByText(SYNC_MESSAGE)
    expect(status.closest("[data-type]")?.getAttribute("data-type")).toBe("success")
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["GET /auth/api/v2/notifications/sync"])
  })

  it("a refused sync shows the error, not the success sentence", async () => {
    await openDrawer({ status: 403, body: { message: "You do not have permission to perform this action." } })
    fireEvent.click(screen.getByRole("button", { name: "Sync Notifications" }))
    const alert = await screen.findByRole("alert")
    expect(alert.getAttribute("data-type")).toBe("danger")
    expect(screen.queryByText(SYNC_MESSAGE)).toBeNull()
  })
})
