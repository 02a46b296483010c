// The page-migration batch of a core portal: one job per CRM site page (its template path rewritten
// into the portal's installation folder), then one job that marks the portal migrated.

export const PAGE_MIGRATION = "page-migration"
/** The reference of a migration batch, so an unfinished one is found again instead of started twice. */
export const MIGRATION_REFERENCE = "migration"

export const CANNOT_MIGRATE = "This portal cannot be migrated."
export const NO_PAGE_MIGRATION = "This portal has no page migration to revert."
export const MIGRATION_INCOMPLETE = "Some pages could not be migrated."
export const REVERT_DONE = "All page has been revert."

export type MigrationJobPayload =
  | { readonly step: "page"; readonly page_id: string; readonly name: string; readonly from: string | null; readonly to: string }
  | { readonly step: "finish"; readonly folder: string }

export const isMigrationPayload = (payload: unknown): payload is MigrationJobPayload => {
  if (typeof payload !== "object" || payload === null) return false
  const record = payload as Record<string, unknown>
  if (record["step"] === "finish") return typeof record["folder"] === "string"
  return record["step"] === "page" && typeof record["page_id"] === "string" && typeof record["to"] === "string" &&
    (record["from"] === null || typeof record["from"] === "string")
}

/**
 * Where a page's template lives once migrated: inside the portal's folder. A path already there is
 * left alone (undefined); one under another theme keeps what follows its 'templates/' segment.
 */
export const migratedTemplatePath = (folder: string, templatePath: string | null | undefined): string | undefined => {
  const path = (templatePath ?? "").replace(/^\/+/, "")
  if (path.startsWith(`${folder}/`)) return undefined
  if (path === "") return `${folder}/templates/page.html`
  const marker = path.indexOf("templates/")
  const rest = marker >= 0 ? path.slice(marker + "templates/".length) : path.slice(path.lastIndexOf("/") + 1)
  return `${folder}/templates/${rest}`
}
