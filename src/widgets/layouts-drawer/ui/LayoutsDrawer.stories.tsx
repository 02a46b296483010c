import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { makeLayout } from "@/entities/layout"
import { openPortalHarness } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { makePortal, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { LayoutsDrawer } from "./LayoutsDrawer.tsx"

// Layout 03 holds nothing: its Apply is disabled with the reason.
const layouts = Array.from({ length: 30 }, (_, index) =>
  makeLayout({
    id: index + 1,
    name: `Layout ${String(index + 1).padStart(2, "0")}`,
    content: index === 2 ? {} : { modules: [{ key: "faq", name: "FAQ" }] }
  })
)

const listAnswer = (search: string): FakeAnswer => {
  const params = new URLSearchParams(search)
  const page = Number(params.get("page") ?? "1")
  const keyword = (params.get("keyword") ?? "").toLowerCase()
  const matching = layouts.filter((layout) => layout.name.toLowerCase().includes(keyword))
  const sorted = params.get("sort_direction") === "desc" ? [...matching].reverse() : matching
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

function Demo({ empty, deleteFails }: { empty: boolean; deleteFails: boolean }) {
  const [opened] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, makeUser())
    store.set(openDrawerAtom, "layout")
    const server = fakeServer({
      "GET /module/api/v2/layouts": (request) => (empty ? listAnswer("keyword=nothing-matches") : listAnswer(request.search)),
      "DELETE /module/api/v2/layouts/1": deleteFails
        ? { status: 403, body: { message: "You do not have permission to perform this action." } }
        : { status: 200, body: { message: "Layout has been deleted!" } }
    })
    return { store, server, ...openPortalHarness(makePortal({ id: 101 })) }
  })
  return (
    <AppHarness {...opened}>
      <AlertOutlet />
      <LayoutsDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/layouts-drawer/LayoutsDrawer",
  component: Demo,
  args: { empty: false, deleteFails: false }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const TwoPages: Story = {}
export const Empty: Story = { args: { empty: true } }
export const DeleteRefused: Story = { args: { deleteFails: true } }
