import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { makeHistory } from "@/entities/history"
import { openPortalHarness } from "@/entities/portal"
import { makePortal } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { HistoryDrawer } from "./HistoryDrawer.tsx"

const people = [
  { id: 7, name: "Jane Agency" },
  { id: 9, name: "Omar User" }
]
const labels = ["Installed", "Upgraded", "Reverted"]
const entries = Array.from({ length: 30 }, (_, index) =>
  makeHistory({
    id: 30 - index,
    name: `Module ${30 - index} 1.0.0`,
    status_label: labels[index % 3]!,
    created_by: people[index % 2]!,
    updated_at: new Date(Date.UTC(2026, 10, 20, 12, 30 - index)).toISOString()
  })
)

const listAnswer = (search: string): FakeAnswer => {
  const params = new URLSearchParams(search)
  const page = Number(params.get("page") ?? "1")
  const keyword = (params.get("keyword") ?? "").toLowerCase()
  const user = params.get("user")
  const matching = entries.filter(
    (entry) => entry.name.toLowerCase().includes(keyword) && (user === null || String(entry.created_by?.id) === user)
  )
  const sorted = params.get("sort") === "asc" ? [...matching].reverse() : matching
  const rows = sorted.slice((page - 1) * 25, page * 25)
  return {
    status: 200,
    body: {
      data: rows,
      meta: {
        pagination: {
          total: sorted.length,
          count: rows.length,
          per_page: 25,
          current_page: page,
          total_pages: Math.max(1, Math.ceil(sorted.length / 25))
        }
      }
    }
  }
}

function Demo({ failing }: { failing: boolean }) {
  const [opened] = useState(() => {
    const store = createStore()
    store.set(openDrawerAtom, "history")
    const server = fakeServer({
      "GET /module/api/v2/histories": (request) => (failing ? { status: 500, body: { message: "boom" } } : listAnswer(request.search))
    })
    return { store, server, ...openPortalHarness(makePortal({ id: 101 })) }
  })
  return (
    <AppHarness {...opened}>
      <HistoryDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/history-drawer/HistoryDrawer",
  component: Demo,
  args: { failing: false }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const TwoPages: Story = {}
export const LoadFailure: Story = { args: { failing: true } }
