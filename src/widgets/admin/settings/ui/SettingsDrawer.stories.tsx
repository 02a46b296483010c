import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { AppHarness, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { SettingsDrawer } from "./SettingsDrawer.tsx"

const SYNC_MESSAGE = "Notification Sync Completed - User Notification Will Sync on The Background! Please Wait 1-2 Mins!"

function Demo({ refused }: { refused: boolean }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(openDrawerAtom, "setting")
    const server = fakeServer({
      "GET /auth/api/v2/notifications/sync": refused
        ? { status: 403, body: { message: "You do not have permission to perform this action." } }
        : { status: 200, body: { message: SYNC_MESSAGE } }
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <AlertOutlet />
      <SettingsDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/settings/SettingsDrawer",
  component: Demo,
  args: { refused: false }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const SyncNotifications: Story = {}
export const SyncRefused: Story = { args: { refused: true } }
