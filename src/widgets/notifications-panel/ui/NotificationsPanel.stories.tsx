import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { AppHarness, clientConfigAnswer, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { NotificationsBell } from "./NotificationsBell.tsx"
import { notificationPage, personalNotification, sampleNotifications } from "./NotificationsPanel.fixtures.ts"

type State = "entries" | "personal" | "caught-up" | "loading" | "error"
/** The daily digest switch: on, off, or off with the server refusing to change it. */
type Digest = "on" | "off" | "failing"

/** "personal": the changelog plus an entry about the user's own task request, which links to it. */
const entriesFor = (state: State) => (state === "personal" ? [personalNotification, ...sampleNotifications] : sampleNotifications)

const listAnswer = (state: State): FakeAnswer => {
  if (state === "loading") return "hang"
  if (state === "error") return { status: 500, body: { message: "Server Error" } }
  return notificationPage(state === "caught-up" ? sampleNotifications.map((entry) => ({ ...entry, read: true })) : entriesFor(state))
}

/** The bell as the main bars show it; press it to open What's New. */
function Demo({ state, digest = "off" }: { state: State; digest?: Digest }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, makeUser())
    const unread = state === "caught-up" ? 0 : entriesFor(state).filter((entry) => !entry.read).length
    const server = fakeServer({
      "GET /auth/api/v2/notifications/check": { status: 200, body: { data: { total: unread } } },
      "GET /auth/api/v2/notifications": listAnswer(state),
      "GET /auth/api/v2/client-config": clientConfigAnswer({ docs_url: "https://changelog.example.com" }),
      "GET /auth/api/v2/notifications/digest": { status: 200, body: { data: { daily: digest === "on" } } },
      "PUT /auth/api/v2/notifications/digest":
        digest === "failing"
          ? { status: 500, body: { message: "Server Error" }, delayMs: 600 }
          : (request) => ({ status: 200, body: { data: request.body } }),
      "PUT /auth/api/v2/notifications/read-all": { status: 200, body: { message: "All notifications marked as read." } },
      ...Object.fromEntries(
        entriesFor("personal").map((entry) => [
          `PUT /auth/api/v2/notifications/${entry.id}/read`,
          { status: 200, body: { message: "Notification marked as read." } }
        ])
      )
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <AlertOutlet />
      <NotificationsBell />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/notifications-panel/NotificationsBell",
  component: Demo,
  args: { state: "entries" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const WithEntries: Story = {}
export const WithPersonalEntry: Story = { args: { state: "personal" } }
export const AllCaughtUp: Story = { args: { state: "caught-up" } }
export const Loading: Story = { args: { state: "loading" } }
export const LoadFailed: Story = { args: { state: "error" } }
export const DigestOn: Story = { args: { digest: "on" } }
export const DigestOff: Story = { args: { digest: "off" } }
/** Press the switch: it flips, then flips back with the server's error shown. */
export const DigestFailing: Story = { args: { digest: "failing" } }
