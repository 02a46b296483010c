import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import type { AgencyActivityEntry } from "@/shared/api"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { AgencyActivityDrawer } from "./AgencyActivityDrawer.tsx"
import { activityEntry, activityPage, agencyPortals } from "./fixtures.ts"

const people = [{ id: 10, name: "Ada Lovelace" }, { id: 11, name: "Grace Hopper" }, null]
const samples: ReadonlyArray<Pick<AgencyActivityEntry, "event" | "properties">> = [
  { event: "module.upgraded", properties: { module: "hero", version: "2.0.0", previous_version: "1.4.0" } },
  { event: "file.upgraded", properties: { file: "css/theme.css", version: "1.3.0", previous_version: "1.2.0" } },
  { event: "layout.apply-started", properties: { layout: "Landing kit", batch_id: "b-12" } },
  { event: "portal.audited", properties: { edited: 1, missing: 0, added: 0 } },
  { event: "payment.succeeded", properties: { amount: 297, credits: 3 } }
]
const entries: ReadonlyArray<AgencyActivityEntry> = Array.from({ length: 60 }, (_, index) =>
  activityEntry({
    id: 60 - index,
    created_at: new Date(Date.UTC(2026, 10, 20, 12, 0) - index * 47 * 60_000).toISOString(),
    ...samples[index % samples.length]!,
    causer: people[index % people.length]!,
    portal:
      index % samples.length === 4
        ? null
        : { id: 101 + (index % 2), name: index % 2 === 0 ? "Acme Website" : "Acme Staging", deleted: false }
  })
)

const listAnswer = (search: string): FakeAnswer => {
  const params = new URLSearchParams(search)
  const page = Number(params.get("page") ?? "1")
  const kind = params.get("event")
  const portal = params.get("portal_id")
  const matching = entries.filter(
    (entry) => (kind === null || entry.event.startsWith(`${kind}.`)) && (portal === null || String(entry.portal?.id) === portal)
  )
  return activityPage(matching.slice((page - 1) * 25, page * 25), page, Math.max(1, Math.ceil(matching.length / 25)), matching.length)
}

type Mode = "entries" | "loading" | "empty" | "failing" | "several-agencies"

function Demo({ mode }: { mode: Mode }) {
  const [{ store, server }] = useState(() => {
    const store = createStore()
    store.set(
      currentUserAtom,
      makeUser(
        mode === "several-agencies"
          ? { agencies: [makeAgency({ id: 1, name: "Acme Agency" }), makeAgency({ id: 2, name: "Beta Agency" })] }
          : {}
      )
    )
    store.set(openDrawerAtom, "activity")
    const server = fakeServer({
      "GET /portal/api/v2/portals": agencyPortals(),
      "GET /agency/api/v2/agencies/:id/activity": (request) =>
        mode === "loading"
          ? "hang"
          : mode === "failing"
            ? { status: 500, body: { message: "Whoops, something went wrong on our servers." } }
            : mode === "empty"
              ? activityPage([])
              : listAnswer(request.search),
      "GET /agency/api/v2/agencies/:id/activity/export": {
        status: 200,
        text: "time,event,person,portal,details\r\n",
        contentType: "text/csv"
      }
    })
    return { store, server }
  })
  return (
    <AppHarness store={store} server={server}>
      <AgencyActivityDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/agency-activity-drawer/AgencyActivityDrawer",
  component: Demo,
  args: { mode: "entries" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Loading: Story = { args: { mode: "loading" } }
export const Empty: Story = { args: { mode: "empty" } }
export const LoadFailure: Story = { args: { mode: "failing" } }
export const SeveralAgencies: Story = { args: { mode: "several-agencies" } }
