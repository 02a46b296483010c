import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { openPortalHarness } from "@/entities/portal"
import { makePortal } from "@/shared/lib/fixtures"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { PortalDetailDrawer } from "./PortalDetailDrawer.tsx"

const portal = makePortal({ id: 101, name: "Acme Website", domain: "www.acme.test", custom_installation: "acme", plan: "core" })

type State = "form" | "domains-loading" | "domains-error" | "no-portal" | "save-refused"

const domains: Record<State, FakeAnswer> = {
  form: {
    status: 200,
    body: {
      data: [
        { id: "d1", domain: "www.acme.test", is_primary: true },
        { id: "d2", domain: "blog.acme.test", is_primary: false }
      ]
    }
  },
  "domains-loading": "hang",
  "domains-error": { status: 500, body: { message: "Internal Server Error" } },
  "no-portal": { status: 200, body: { data: [] } },
  "save-refused": { status: 200, body: { data: [] } }
}

function Demo({ state }: { state: State }) {
  const [opened] = useState(() => {
    const store = createStore()
    store.set(openDrawerAtom, "portal-detail")
    const server = fakeServer({
      "GET /portal/api/v2/domains": domains[state],
      "PUT /portal/api/v2/portals/101":
        state === "save-refused"
          ? { status: 403, body: { message: "You do not have permission to perform this action." } }
          : (request) => ({ status: 200, body: { data: { ...portal, ...(request.body as object) } } })
    })
    return { store, server, ...(state === "no-portal" ? {} : openPortalHarness(portal)) }
  })
  return (
    <AppHarness {...opened}>
      <AlertOutlet />
      <PortalDetailDrawer />
    </AppHarness>
  )
}

const meta = {
  title: "widgets/portal-detail-drawer/PortalDetailDrawer",
  component: Demo,
  args: { state: "form" }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Form: Story = {}
export const DomainsLoading: Story = { args: { state: "domains-loading" } }
export const DomainsError: Story = { args: { state: "domains-error" } }
export const NoPortalOpen: Story = { args: { state: "no-portal" } }
export const SaveRefused: Story = { args: { state: "save-refused" } }
