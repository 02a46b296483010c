import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import type { LogEntry } from "@/shared/api"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { LogsDrawer } from "./LogsDrawer.tsx"

const events = ["login", "profile updated", "layout.created", "module installed", "credits purchased"]
const entries: ReadonlyArray<LogEntry> = Array.from({ length: 140 }, (_, index) => ({
  id: 140 - index,
  created_at: new Date(Date.UTC(2026, 10, 20, 12, 0) - index * 7 * 60_000).toISOString(),
  event: events[index % events.length]!,
  causer_id: 1 + (index % 4),
  causer_type: "App\\Models\\User",
  subject_id: 100 + index,
  subject_type: index % 2 === 0 ? "App\\Models\\Portal" : "App\\Models\\User",
  properties: index % 3 === 0 ? { ip: "127.0.0.1" } : { name: `Layout ${index}`, changed: ["name", "email"] }
}))

/** A small in-memory log server: keyword, sort_by / sort_direction and 25-row pages like the API. */
const listAnswer = (search: string): FakeAnswer => {
  const params = new URLSearchParams(search)
  const page = Number(params.get("page") ?? "1")
  const keyword = (params.get("keyword") ?? "").toLowerCase()
  const column = params.get("sort_by") === "event" ? "event" : "created_at"
  const sign = params.get("sort_direction") === "asc" ? 1 : -1
  const matching = entries.filter((entry) => entry.event.toLowerCase().includes(keyword))
  const sorted = [...matching].sort((a, b) => sign * (a[column].localeCompare(b[column]) || a.id - b.id))
  const rows = sorted.slice((page - 1) * 25, page * 25)
  return {
    status: 200,
    body: {
      data: { data: rows, current_page: page, last_page: Math.max(1, Math.ceil(sorted.length / 25)), per_page: 25, total: sorted.length }
    }
  }
}

type Mode = "entries" | "loading" | "empty" | "failing"

function Demo({ mode }: { mode: Mode }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(openDrawerAtom, "log")
    const server = fakeServer({
      "GET /auth/api/v2/logs": (request) =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
            : mode === "empty"
              ? { status: 200, body: { data: { data: [], current_page: 1, last_page: 1, per_page: 25, total: 0 } } }
              : listAnswer(request.search)
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <LogsDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/logs/LogsDrawer",
  component: Demo,
  args: { mode: "entries" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Loading: Story = { args: { mode: "loading" } }
export const Empty: Story = { args: { mode: "empty" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
