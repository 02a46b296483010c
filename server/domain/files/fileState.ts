// How a theme file looks from one portal (spec 2 sections 3 and 4, Files): Add, Added, Update, Revert.
// Pure; tests/server/files.test.ts walks every transition over HTTP.
import type { FileButtonState, ThemeFile } from "#contract/file.ts"

import type { PortalFileRow, ThemeFileVersionContentRow } from "../../db/repos/FileRepo.ts"
import { compareVersions, newestFirst, NOT_INSTALLED } from "../modules/semver.ts"

/** One theme file of the catalogue with its versions, newest first. */
export interface FileFacts {
  readonly id: number
  readonly path: string
  readonly name: string
  readonly parent_path: string
  readonly versions: ReadonlyArray<{ readonly version: string; readonly message: string; readonly content: string }>
}

export const groupFacts = (rows: ReadonlyArray<ThemeFileVersionContentRow>): Array<FileFacts> => {
  const byId = new Map<number, FileFacts & { versions: Array<FileFacts["versions"][number]> }>()
  for (const row of rows) {
    const facts = byId.get(row.theme_file_id) ?? {
      id: row.theme_file_id,
      path: row.path,
      name: row.name,
      parent_path: row.parent_path,
      versions: []
    }
    facts.versions.push({ version: row.version, message: row.message, content: row.content })
    byId.set(row.theme_file_id, facts)
  }
  return [...byId.values()].map((facts) => ({ ...facts, versions: newestFirst(facts.versions) }))
}

export const fileState = (facts: FileFacts, holding: PortalFileRow | undefined): ThemeFile => {
  const current = facts.versions[0]?.version ?? NOT_INSTALLED
  const installed = holding !== undefined
  const installedVersion = holding?.installed_version ?? NOT_INSTALLED
  const upgradeable = installed && compareVersions(installedVersion, current) < 0
  // Revertable only while an older version is kept: after a revert the kept one is newer.
  const revertable = installed && holding.previous_version !== null && compareVersions(holding.previous_version, installedVersion) < 0
  const button: FileButtonState = !installed ? "Add" : upgradeable ? "Update" : revertable ? "Revert" : "Added"
  return {
    name: facts.name,
    path: facts.path,
    parent_path: facts.parent_path,
    current_version: current,
    hubspot_version: installedVersion,
    installed,
    available: facts.versions.length > 0,
    upgradeable,
    revertable,
    change_log: facts.versions.map((version) => ({ ver: version.version, message: version.message })),
    button_state: button
  }
}
