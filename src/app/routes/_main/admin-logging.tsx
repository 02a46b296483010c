import { createFileRoute } from "@tanstack/react-router"

import { ActivityLog } from "@/widgets/admin/logs"

import { adminOnly, guard } from "../../guards/index.ts"
import { lazySearch } from "../../router/searchGate.ts"

/**
 * The activity log as a full page for super admins, opened in a new tab from the Logs drawer (spec 1 section 6).
 * Its table keeps page, sort and search in keys of its own (page, sort, q): the Logs drawer opened over it has its own.
 */
export const Route = createFileRoute("/_main/admin-logging")({
  validateSearch: lazySearch("adminLoggingSearch"),
  beforeLoad: guard(adminOnly),
  component: AdminLoggingPage
})

function AdminLoggingPage() {
  return (
    <main style={{ padding: "var(--space-5)" }}>
      <h1>Logs</h1>
      <ActivityLog searchPrefix="" />
    </main>
  )
}
