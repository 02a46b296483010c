import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"

import { makeTask } from "@/entities/task"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { SupportTasksPage } from "./SupportTasksPage.tsx"

type Mode = "list" | "empty" | "loading" | "failing"

const rows = [
  makeTask({ id: 3, title: "Translate the home page", status: "new" }),
  makeTask({
    id: 2,
    title: "Fix the footer",
    status: "in_progress",
    assignee: { id: 9, name: "Sam Support" },
    agency: { id: 5, name: "Acme Agency" },
    portal: { id: 8, name: "Acme Portal" }
  })
]

function Demo({ mode }: { mode: Mode }) {
  const [server] = useState(() =>
    fakeServer({
      "GET /task/api/v2/support/tasks":
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
            : {
                status: 200,
                body: {
                  data: mode === "empty" ? [] : rows,
                  meta: { pagination: { total: mode === "empty" ? 0 : 2, count: 2, per_page: 25, current_page: 1, total_pages: 1 } },
                  quota: null
                }
              },
      "GET /task/api/v2/support/tasks/facets": {
        status: 200,
        body: {
          data: {
            agencies: [
              { id: 5, name: "Acme Agency" },
              { id: 2, name: "Northwind Agency" }
            ],
            portals: [
              { id: 8, name: "Acme Portal", agency_id: 5 },
              { id: 5, name: "Northwind Portal", agency_id: 2 }
            ]
          }
        }
      }
    })
  )
  return (
    <AppHarness server={server}>
      <SupportTasksPage />
    </AppHarness>
  )
}

const meta = { title: "pages/tasks/SupportTasksPage", component: Demo, args: { mode: "list" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Empty: Story = { args: { mode: "empty" } }
export const Loading: Story = { args: { mode: "loading" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
