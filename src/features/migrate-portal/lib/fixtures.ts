// Fake answers for the migration flow's stories and tests.
import type { Batch, Portal } from "@/shared/api"
import { makePortal } from "@/shared/lib/fixtures"

import type { MigrationPage } from "../api/migration.ts"
import type { FailedPage } from "./outcome.ts"

export const corePortal: Portal = makePortal({
  id: 101,
  name: "Beacon Portal",
  plan: "core",
  has_migrate: false,
  has_page_migration: false
})
export const migratedPortal: Portal = { ...corePortal, has_migrate: true, has_page_migration: true }
/** Some pages moved, some not: both Migrate and Revert Migration apply. */
export const partlyMigratedPortal: Portal = { ...corePortal, has_migrate: false, has_page_migration: true }

export const migrationPages: ReadonlyArray<MigrationPage> = [
  { id: "11", name: "Home", template_path: "core-theme/templates/home.html", new_template_path: "sr/templates/home.html" },
  { id: "12", name: "About", template_path: "core-theme/templates/about.html", new_template_path: "sr/templates/about.html" }
]

export const PAGE_GONE = "This page no longer exists in HubSpot."

export const failedPages: ReadonlyArray<FailedPage> = [{ id: "12", name: "About", reason: PAGE_GONE }]

const pageJob = (seq: number, page: MigrationPage, error: string | null) => ({
  seq,
  status: error === null ? "done" : "failed",
  payload: { step: "page", page_id: page.id, name: page.name, from: page.template_path, to: page.new_template_path },
  error
})

const finishJob = (seq: number, error: string | null) => ({
  seq,
  status: error === null ? "done" : "failed",
  payload: { step: "finish", folder: "sr" },
  error
})

/** A finished migration batch of the two pages; `failing` pages failed with their reason. */
export const migrationBatch = (id: string, failing: Readonly<Record<string, string>> = {}) => {
  const jobs = [
    ...migrationPages.map((page, index) => pageJob(index + 1, page, failing[page.id] ?? null)),
    finishJob(migrationPages.length + 1, Object.keys(failing).length > 0 ? "Some pages could not be migrated." : null)
  ]
  const failed = jobs.filter((job) => job.status === "failed").length
  const batch: Batch = {
    id,
    progress: 100,
    processedJobs: jobs.length - failed,
    totalJobs: jobs.length,
    failedJobs: failed,
    status: "finished"
  }
  return { batch, result: { ...batch, result: jobs } }
}

/** A finished revert batch of the two pages. */
export const revertBatch = (id: string, failing: Readonly<Record<string, string>> = {}) => {
  const jobs = migrationPages.map((page, index) => ({
    seq: index + 1,
    status: failing[page.id] === undefined ? "done" : "failed",
    payload: { step: "revert", page_id: page.id, name: page.name },
    error: failing[page.id] ?? null
  }))
  const failed = jobs.filter((job) => job.status === "failed").length
  const batch: Batch = {
    id,
    progress: 100,
    processedJobs: jobs.length - failed,
    totalJobs: jobs.length,
    failedJobs: failed,
    status: "finished"
  }
  return { batch, result: { ...batch, result: jobs } }
}
