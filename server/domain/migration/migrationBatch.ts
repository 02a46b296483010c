// The page-migration batch of a core portal: one job per CRM site page (its template path rewritten
// into the portal's installation folder), then one job that marks the portal migrated once every page
// moved. The page-migration-revert batch: one job per moved page, putting its old template path back.

export const PAGE_MIGRATION = "page-migration"
export const PAGE_MIGRATION_REVERT = "page-migration-revert"
/** The reference of a migration batch, so an unfinished one is found again instead of started twice. */
export const MIGRATION_REFERENCE = "migration"

export const CANNOT_MIGRATE = "This portal cannot be migrated."
export const NO_PAGE_MIGRATION = "This portal has no page migration to revert."
export const MIGRATION_RUNNING = "The page migration is still running. Revert it once it has ended."
export const REVERT_RUNNING = "The page migration is being reverted. Migrate again once the revert has ended."
export const MIGRATION_INCOMPLETE = "Some pages could not be migrated."
export const MIGRATION_WAITING = "Waiting for the page jobs to end."
/** The chosen pages moved, others were left: the portal is not migrated yet (Migrate stays offered). */
export const pagesLeftText = (count: number) =>
  `The chosen pages moved. ${count} ${count === 1 ? "page stays" : "pages stay"} outside the portal's folder, so the portal is not marked migrated.`
export const PAGE_GONE = "This page no longer exists in HubSpot."
export const PAGE_UNLISTED =
  "HubSpot no longer lists this page among those to migrate: it was deleted, or its template is already in the portal's folder."
export const REVERT_DONE = "All page has been revert."
export const REVERT_STARTED = "The revert of the page migration has started."

export type MigrationJobPayload =
  | { readonly step: "page"; readonly page_id: string; readonly name: string; readonly from: string | null; readonly to: string }
  /** `pages_left`: pages outside the folder the user did not choose; the portal is migrated only when 0. */
  | { readonly step: "finish"; readonly folder: string; readonly pages_left?: number }
  /** A page the user asked for that HubSpot no longer lists outside the folder: its job says so. */
  | { readonly step: "unlisted"; readonly page_id: string; readonly name: string }

/** One page to put back: the template it had before our first move is read from page_migration_moves. */
export interface RevertJobPayload {
  readonly step: "revert"
  readonly page_id: string
  readonly name: string
}

const isRecord = (payload: unknown): payload is Record<string, unknown> => typeof payload === "object" && payload !== null

export const isMigrationPayload = (payload: unknown): payload is MigrationJobPayload => {
  if (!isRecord(payload)) return false
  if (payload["step"] === "finish") return typeof payload["folder"] === "string"
  if (payload["step"] === "unlisted") return typeof payload["page_id"] === "string" && typeof payload["name"] === "string"
  return (
    payload["step"] === "page" &&
    typeof payload["page_id"] === "string" &&
    typeof payload["name"] === "string" &&
    typeof payload["to"] === "string" &&
    (payload["from"] === null || typeof payload["from"] === "string")
  )
}

export const isRevertPayload = (payload: unknown): payload is RevertJobPayload =>
  isRecord(payload) && payload["step"] === "revert" && typeof payload["page_id"] === "string" && typeof payload["name"] === "string"

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
