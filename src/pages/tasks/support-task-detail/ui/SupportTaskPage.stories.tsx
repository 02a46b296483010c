import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import { makeComment, makeTaskDetail } from "@/entities/task"
import { makeUser } from "@/shared/lib/fixtures"
import { AppHarness, fakeServer } from "@/shared/lib/testing"

import { SupportTaskPage } from "./SupportTaskPage.tsx"

type Mode = "unassigned" | "mine" | "refused" | "loading"

const sam = makeUser({ id: 9, name: "Sam Support", is_support: true, agencies: [], agency: null, roles: [{ name: "user" }] })
const mine = makeTaskDetail({ status: "in_progress", assignee: { id: 9, name: "Sam Support" }, comments: [makeComment()] })

function Demo({ mode }: { mode: Mode }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(currentUserAtom, sam)
    const server = fakeServer({
      "GET /task/api/v2/support/tasks/7":
        mode === "loading" ? "hang" : { status: 200, body: { data: mode === "mine" ? mine : makeTaskDetail() } },
      "PUT /task/api/v2/support/tasks/7":
        mode === "refused"
          ? { status: 403, body: { message: "You do not have permission to perform this action." } }
          : { status: 200, body: { data: mine } },
      "POST /task/api/v2/support/tasks/7/comments": { status: 201, body: { data: mine } }
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <SupportTaskPage taskId={7} />
    </AppHarness>
  )
}

const meta = { title: "pages/tasks/SupportTaskPage", component: Demo, args: { mode: "unassigned" } } satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Unassigned: Story = {}
export const AssignedToMe: Story = { args: { mode: "mine" } }
/** Press Assign to me to see a refused change. */
export const ChangeRefused: Story = { args: { mode: "refused" } }
export const Loading: Story = { args: { mode: "loading" } }
