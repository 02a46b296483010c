// The portal-setup batch: its kind, reference, starter pages and the payload of each job.

/** The kind of every portal-setup batch (one job per theme file, then one per starter page). */
export const PORTAL_SETUP = "portal-setup"
/** The reference of a setup batch, so an unfinished one is found again instead of started twice. */
export const SETUP_REFERENCE = "setup"
/** The installation folder of a portal set up with the default wizard. */
export const DEFAULT_FOLDER = "sr"

export const ALREADY_SET_UP = "This portal is already set up."
export const FOLDER_IN_USE = "This folder is already in use."

/** The site pages every new portal starts with, from these page templates. */
export const STARTER_PAGES: ReadonlyArray<{ readonly template: string; readonly name: string }> = [
  { template: "agency-home", name: "Home" },
  { template: "services-overview", name: "Services" }
]

export type SetupJobPayload =
  | { readonly step: "file"; readonly folder: string; readonly theme_file_id: number; readonly path: string }
  | { readonly step: "page"; readonly folder: string; readonly template: string; readonly name: string }

export const isSetupPayload = (payload: unknown): payload is SetupJobPayload => {
  if (typeof payload !== "object" || payload === null) return false
  const record = payload as Record<string, unknown>
  if (typeof record["folder"] !== "string") return false
  if (record["step"] === "file") return typeof record["theme_file_id"] === "number" && typeof record["path"] === "string"
  if (record["step"] === "page") return typeof record["template"] === "string" && typeof record["name"] === "string"
  return false
}
