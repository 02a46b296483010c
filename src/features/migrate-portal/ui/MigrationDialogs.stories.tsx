import type { Meta, StoryObj } from "@storybook/react-vite"
import { createStore } from "jotai"
import { useState } from "react"

import { openPortalHarness } from "@/entities/portal"
import type { Portal } from "@/shared/api"
import { AppHarness, type FakeAnswer, fakeServer } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { corePortal, migratedPortal, migrationBatch, migrationPages, PAGE_GONE, revertBatch } from "../lib/fixtures.ts"
import { MigrationFlowDemo } from "./MigrationFlowDemo.tsx"

interface DemoProps {
  portal: Portal
  revert: FakeAnswer
  /** Pages (by id) whose jobs fail, with the reason. */
  failing: Record<string, string>
}

function Demo({ portal, revert, failing }: DemoProps) {
  const [server] = useState(() => {
    const migration = migrationBatch("batch-9", failing)
    const reverted = revertBatch("revert-1", failing)
    return fakeServer({
      "GET /portal/api/v2/portals/101/migration-pages": { status: 200, body: { data: migrationPages } },
      "POST /portal/api/v2/portals/101/migrate": { status: 200, body: { data: { batch_id: "batch-9" } } },
      "GET /portal/api/v2/batch/batch-9": { status: 200, body: { data: migration.batch } },
      "GET /portal/api/v2/batch/batch-9/result": { status: 200, body: { data: migration.result } },
      "GET /portal/api/v2/portals/101": { status: 200, body: { data: migratedPortal } },
      "POST /portal/api/v2/portals/101/revert-migration": revert,
      "GET /portal/api/v2/batch/revert-1": { status: 200, body: { data: reverted.batch } },
      "GET /portal/api/v2/batch/revert-1/result": { status: 200, body: { data: reverted.result } }
    })
  })
  const [store] = useState(() => createStore())
  const [opened] = useState(() => openPortalHarness(portal))
  return (
    <AppHarness server={server} store={store} {...opened}>
      <AlertOutlet />
      {/* Two seconds between batch reads so 'Migrating Page' stays visible; the app polls every 5 seconds. */}
      <MigrationFlowDemo pollInterval="2 seconds" />
    </AppHarness>
  )
}

const meta = {
  title: "features/migrate-portal/MigrationDialogs",
  component: Demo,
  args: {
    portal: corePortal,
    failing: {},
    revert: { status: 200, body: { message: "The revert of the page migration has started.", data: { batch_id: "revert-1" } } }
  }
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const MigrateCorePortal: Story = {}

/** One page was deleted in HubSpot meanwhile: the summary names it, with a retry. */
export const MigrateWithAFailedPage: Story = { args: { failing: { "12": PAGE_GONE } } }

export const RevertMigration: Story = { args: { portal: migratedPortal } }

export const RevertRefused: Story = {
  args: { portal: migratedPortal, revert: { status: 409, body: { message: "This portal has no page migration to revert." } } }
}
