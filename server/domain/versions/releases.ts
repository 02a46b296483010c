// The product's theme versions: reference data, the same in every installation. A portal's
// `version` names the theme release it was last set up or upgraded to (new portals start at the
// latest, the column's default); an upgrade rewrites, at their newest catalogue version, the theme
// files changed by every release after the portal's version.
import type { FileResolution } from "#contract/overwrite.ts"

import { compareVersions } from "../modules/semver.ts"

export interface ThemeReleaseFacts {
  readonly version: string
  readonly message: string
  /** Catalogue theme files this release changed, each at the file version it brought. */
  readonly files: ReadonlyArray<{ readonly path: string; readonly version: string }>
}

/** Every theme release, oldest first. */
export const THEME_RELEASES: ReadonlyArray<ThemeReleaseFacts> = [
  { version: "4.0.0", message: "First release of the theme", files: [] },
  {
    version: "4.1.0",
    message: "Design tokens as custom properties and brand colour fields",
    files: [
      { path: "css/main.css", version: "1.1.0" },
      { path: "fields.json", version: "1.1.0" }
    ]
  },
  {
    version: "4.2.0",
    message: "Icon buttons, card grid variants and a skip link in the base layout",
    files: [
      { path: "css/components/buttons.css", version: "1.1.0" },
      { path: "css/components/cards.css", version: "1.1.0" },
      { path: "templates/layouts/base.html", version: "1.1.0" }
    ]
  },
  {
    version: "5.0.0",
    message: "Theme v5: cascade layers, intersection observer helpers and new utilities",
    files: [
      { path: "css/main.css", version: "2.0.0" },
      { path: "js/main.js", version: "1.1.0" },
      { path: "css/utilities.css", version: "1.1.0" }
    ]
  }
]

/** The current theme version: what new portals get and what an upgrade brings a portal to. */
export const LATEST_THEME_VERSION = THEME_RELEASES[THEME_RELEASES.length - 1]!.version

/** The kind of every version-upgrade batch (one job per changed theme file). */
export const VERSION_UPGRADE = "version-upgrade"
/** The reference of an upgrade batch, so an unfinished one is found again instead of started twice. */
export const UPGRADE_REFERENCE = "version-upgrade"

export const ALREADY_CURRENT = "This portal is already on the latest version."

/** The releases after `current`, oldest first. */
export const releasesAfter = (current: string): ReadonlyArray<ThemeReleaseFacts> =>
  THEME_RELEASES.filter((release) => compareVersions(release.version, current) > 0)

/** The theme file paths the releases after `current` changed, each once, in release order. */
export const changedPathsAfter = (current: string): ReadonlyArray<string> => [
  ...new Set(releasesAfter(current).flatMap((release) => release.files.map((file) => file.path)))
]

/**
 * The theme version a theme file's version was built for: the newest release that brought this file at
 * `fileVersion` or below (a version no release names, e.g. a later import, belongs with the release before
 * it). null when no release changed the file up to that version: it fits every theme version.
 */
export const themeNeededBy = (path: string, fileVersion: string): string | null =>
  THEME_RELEASES.filter((release) =>
    release.files.some((file) => file.path === path && compareVersions(file.version, fileVersion) <= 0)
  ).at(-1)?.version ?? null

/** Whether a portal on `portalVersion` can take what needs `needed` (null: anything). */
export const fitsTheme = (portalVersion: string, needed: string | null): boolean =>
  needed === null || compareVersions(needed, portalVersion) <= 0

export interface VersionJobPayload {
  readonly theme_file_id: number
  readonly path: string
  readonly to_version: string
  /** The user's choice for this job's file when the portal held it edited as the upgrade started. */
  readonly resolutions?: ReadonlyArray<FileResolution>
}

export const isVersionPayload = (payload: unknown): payload is VersionJobPayload => {
  if (typeof payload !== "object" || payload === null) return false
  const record = payload as Record<string, unknown>
  return typeof record["theme_file_id"] === "number" && typeof record["path"] === "string" && typeof record["to_version"] === "string"
}
