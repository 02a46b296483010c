// A portal's batches as the transition drawer shows them: a title made of the batch's kind and reference,
// and one item per job naming the module, file or page it works on.
import type { PortalBatch, PortalBatchItem } from "#contract/batch.ts"

import type { BatchJobRow, CatalogueName, PortalBatchRow, RecentBatchRow } from "../../db/repos/BatchRepo.ts"
import { PAGE_TEMPLATE_BATCH } from "../../db/repos/PageTemplateRepo.ts"
import { LAYOUT_APPLY } from "../layouts/LayoutApply.ts"
import { PAGE_MIGRATION, PAGE_MIGRATION_REVERT } from "../migration/migrationBatch.ts"
import { MODULE_INSTALL } from "../modules/ModuleGroups.ts"
import { ROLLOUT_PORTAL } from "../rollouts/rolloutTexts.ts"
import { PORTAL_SETUP } from "../setup/setupBatch.ts"
import { VERSION_UPGRADE } from "../versions/releases.ts"
import { toBatch } from "./toBatch.ts"

/** Batches finished longer ago than this are no longer listed. */
export const RECENT_HOURS = 24
export const MAX_LISTED = 25

const FIXED_TITLES: Readonly<Record<string, string>> = {
  [PORTAL_SETUP]: "Portal setup",
  [PAGE_MIGRATION]: "Migration",
  [PAGE_MIGRATION_REVERT]: "Migration revert",
  [VERSION_UPGRADE]: "Theme upgrade"
}

const field = (payload: unknown, name: string): string | null => {
  if (typeof payload !== "object" || payload === null) return null
  const value = (payload as Record<string, unknown>)[name]
  return typeof value === "string" ? value : null
}

/** Kinds whose jobs name a module by its catalogue key. */
const installsModules = (kind: string | undefined) => kind === MODULE_INSTALL || kind === LAYOUT_APPLY

/** The catalogue keys the titles and labels of these batches need. */
export const keysNeeded = (batches: ReadonlyArray<RecentBatchRow>, jobs: ReadonlyArray<BatchJobRow>) => {
  const kindOf = new Map(batches.map((batch) => [batch.id, batch.kind]))
  const references = (kind: string) =>
    batches.flatMap((batch) => (batch.kind === kind && batch.reference !== null ? [batch.reference] : []))
  return {
    groups: references(MODULE_INSTALL),
    templates: references(PAGE_TEMPLATE_BATCH),
    modules: [
      ...new Set(
        jobs
          .flatMap((job) => (installsModules(kindOf.get(job.batch_id)) ? [field(job.payload, "module") ?? ""] : []))
          .filter((key) => key !== "")
      )
    ]
  }
}

type Names = ReadonlyMap<string, string>

export const nameIndex = (names: ReadonlyArray<CatalogueName>): Names => new Map(names.map((row) => [`${row.source}:${row.key}`, row.name]))

export const titleOf = (batch: Pick<RecentBatchRow, "kind" | "reference"> & { readonly options?: unknown }, names: Names): string => {
  const fixed = FIXED_TITLES[batch.kind]
  if (fixed !== undefined) return fixed
  const reference = batch.reference ?? ""
  if (batch.kind === MODULE_INSTALL) return `Install ${names.get(`group:${reference}`) ?? reference}`
  if (batch.kind === PAGE_TEMPLATE_BATCH) return `Install ${names.get(`template:${reference}`) ?? reference}`
  if (batch.kind === LAYOUT_APPLY) return `Apply layout ${field(batch.options, "name") ?? reference}`
  if (batch.kind === ROLLOUT_PORTAL) return `Rollout: ${field(batch.options, "name") ?? reference}`
  return reference === "" ? batch.kind : `${batch.kind}: ${reference}`
}

/** What one job works on, in the user's words. */
export const labelOf = (kind: string, job: Pick<BatchJobRow, "seq" | "payload">, names: Names): string => {
  const module = installsModules(kind) ? field(job.payload, "module") : null
  if (module !== null) return names.get(`module:${module}`) ?? module
  if (kind === MODULE_INSTALL) return `Job ${job.seq}`
  if (field(job.payload, "step") === "finish") return "Finishing"
  return field(job.payload, "name") ?? field(job.payload, "path") ?? field(job.payload, "file") ?? `Job ${job.seq}`
}

const iso = (at: Date | string | null): string | null => (at === null ? null : new Date(at).toISOString())

/** How a super admin who started work on an agency's portal is named to that agency's members. */
export const SUPPORT_STARTER = "Support team"

/**
 * Who started the batch, as this viewer may know them: by name when they belong to the portal's agency
 * (or the viewer is a super admin, or the starter); otherwise only as the support team.
 */
export const starterOf = (
  batch: Pick<PortalBatchRow, "created_by" | "starter_name" | "starter_in_agency">,
  viewer: { readonly id: number; readonly isAdmin: boolean }
): PortalBatch["started_by"] => {
  if (batch.created_by === null || batch.starter_name === null) return null
  return batch.starter_in_agency || viewer.isAdmin || viewer.id === batch.created_by
    ? { id: batch.created_by, name: batch.starter_name }
    : { id: null, name: SUPPORT_STARTER }
}

export const toPortalBatch = (
  batch: PortalBatchRow,
  jobs: ReadonlyArray<BatchJobRow>,
  names: Names,
  viewer: { readonly id: number; readonly isAdmin: boolean }
): PortalBatch => ({
  ...toBatch(batch),
  kind: batch.kind,
  title: titleOf(batch, names),
  created_at: iso(batch.created_at) ?? "",
  finished_at: iso(batch.finished_at),
  started_by: starterOf(batch, viewer),
  items: jobs
    .filter((job) => job.batch_id === batch.id)
    .map((job): PortalBatchItem => ({
      seq: job.seq,
      label: labelOf(batch.kind, job, names),
      status: job.status,
      // A pending job may carry the note of an earlier attempt (e.g. waiting for others): only a failure has a reason.
      error: job.status === "failed" ? (job.error ?? "This step failed.") : null
    }))
})
