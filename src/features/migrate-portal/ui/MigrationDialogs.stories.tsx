import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"
import { selectedPortalAtom } from "@/entities/portal"
import type { Portal } from "@/shared/api"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { corePortal, finishedBatch, migratedPortal, migrationPages } from "../lib/fixtures.ts"
import { MigrationFlowDemo } from "./MigrationFlowDemo.tsx"

interface DemoProps {
  portal: Portal
  revert: FakeAnswer
}

function Demo({ portal, revert }: DemoProps) {
  const [server] = useState(() =>
    fakeServer({
      "GET /portal/api/v2/portals/101/migration-pages": { status: 200, body: { data: migrationPages } },
      "POST /portal/api/v2/portals/101/migrate": { status: 200, body: { data: { batch_id: "batch-9" } } },
      "GET /portal/api/v2/batch/batch-9": { status: 200, body: { data: finishedBatch } },
      "GET /portal/api/v2/portals/101": { status: 200, body: { data: migratedPortal } },
      "POST /portal/api/v2/portals/101/revert-migration": revert
    })
  )
  const [store] = useState(() => {
    const created = createStore()
    created.set(selectedPortalAtom, portal)
    return created
  })
  return (
    <AppHarness server={server} store={store}>
      <AlertOutlet />
      {/* Two seconds between batch reads so 'Migrating Page' stays visible; the app polls every 5 seconds. */}
      <MigrationFlowDemo pollInterval="2 seconds" />
    </AppHarness>
  )
}

const meta = {
  title: "features/migrate-portal/MigrationDialogs",
  component: Demo,
  args: { portal: corePortal, revert: { status: 200, body: { message: "All page has been revert." } } }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const MigrateCorePortal: Story = {}

export const RevertMigration: Story = { args: { portal: migratedPortal } }

export const RevertRefused: Story = {
  args: { portal: migratedPortal, revert: { status: 409, body: { message: "This portal has no page migration to revert." } } }
}
