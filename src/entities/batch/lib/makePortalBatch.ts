// A portal batch for stories and tests: a running group install of four modules unless overridden.
import type { PortalBatch } from "@/shared/api"

export const makePortalBatch = (overrides: Partial<PortalBatch> = {}): PortalBatch => ({
  id: "batch-1",
  kind: "module-install",
  title: "Install Landing Page Essentials",
  progress: 50,
  processedJobs: 2,
  failedJobs: 0,
  totalJobs: 4,
  status: "running",
  created_at: "2026-11-28T10:00:00.000Z",
  finished_at: null,
  started_by: { id: 7, name: "Ada Admin" },
  items: [
    { seq: 1, label: "Hero Banner", status: "done", error: null },
    { seq: 2, label: "Feature Grid", status: "done", error: null },
    { seq: 3, label: "Call To Action", status: "running", error: null },
    { seq: 4, label: "FAQ Accordion", status: "pending", error: null }
  ],
  ...overrides
})
