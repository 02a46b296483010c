import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import type { PageViewCount } from "@/shared/api"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { PageViewReport } from "./PageViewReport.tsx"

const week: ReadonlyArray<PageViewCount> = [
  { path: "/portals-main", views: 412, users: 37 },
  { path: "/portals-main/$id", views: 268, users: 29 },
  { path: "/users", views: 41, users: 6 },
  { path: "/tasks", views: 12, users: 4 },
  { path: "/admin-logging", views: 3, users: 1 }
]
const month = week.map((row) => ({ ...row, views: row.views * 4, users: row.users + 5 }))

type Mode = "hidden" | "views" | "loading" | "empty" | "failing"

function Demo({ mode }: { mode: Mode }) {
  const [{ store, server }] = useState(() => ({
    store: createStore(),
    server: fakeServer({
      "GET /auth/api/v2/page-views": (request) => {
        if (mode === "loading") return "hang"
        if (mode === "failing") return { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
        const days = new URLSearchParams(request.search).get("days") === "30" ? 30 : 7
        const paths = mode === "empty" ? [] : days === 30 ? month : week
        return { status: 200, body: { data: { days, total: paths.reduce((sum, row) => sum + row.views, 0), paths } } }
      }
    })
  }))
  return (
    <AppHarness store={store} server={server}>
      <div style={{ width: 480 }}>
        <PageViewReport initiallyShown={mode !== "hidden"} />
      </div>
    </AppHarness>
  )
}

const meta = {
  title: "widgets/admin/settings/PageViewReport",
  component: Demo,
  args: { mode: "views" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Views: Story = {}
export const NotYetShown: Story = { args: { mode: "hidden" } }
export const Loading: Story = { args: { mode: "loading" } }
export const Empty: Story = { args: { mode: "empty" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
