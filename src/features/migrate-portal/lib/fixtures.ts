// Fake answers for the migration flow's stories and tests.
import type { Batch, Portal } from "@/shared/api"
import { makePortal } from "@/shared/lib/fixtures"
import type { MigrationPage } from "../api/migration.ts"

export const corePortal: Portal = makePortal({ id: 101, name: "Beacon Portal", plan: "core", has_migrate: false, has_page_migration: false })
export const migratedPortal: Portal = { ...corePortal, has_migrate: true, has_page_migration: true }

export const migrationPages: ReadonlyArray<MigrationPage> = [
  { id: "11", name: "Home", template_path: "core-theme/templates/home.html", new_template_path: "sr/templates/home.html" },
  { id: "12", name: "About", template_path: "core-theme/templates/about.html", new_template_path: "sr/templates/about.html" }
]

export const finishedBatch: Batch = { id: "batch-9", progress: 100, processedJobs: 3, totalJobs: 3, failedJobs: 0, status: "finished" }
