// Wire-shaped groups and batches for stories and tests.
import type { Batch, ModuleGroup, ModuleGroupMember } from "@/shared/api"

export const makeGroup = (overrides: Partial<ModuleGroup> = {}): ModuleGroup => ({
  key: "layout-basics",
  name: "Layout Basics",
  module_keys: ["dnd-two-column", "dnd-three-column", "dnd-image-text", "el-divider"],
  installed: false,
  button_state: "Install Module",
  batch_id: null,
  is_available: true,
  ...overrides
})

/** A batch with `ended` of `total` jobs ended, `failed` of them failed. */
export const makeBatch = (ended: number, total: number, failed = 0): Batch => ({
  id: "batch-1",
  progress: total === 0 ? 100 : Math.floor((ended * 100) / total),
  processedJobs: ended - failed,
  totalJobs: total,
  failedJobs: failed,
  status: ended >= total ? "finished" : "running"
})

export const makeMember = (overrides: Partial<ModuleGroupMember> = {}): ModuleGroupMember => ({
  key: "hero-banner",
  name: "Hero Banner",
  status: "pending",
  reason: null,
  installed_version: null,
  pad_lock: null,
  required_files: [],
  ...overrides
})
