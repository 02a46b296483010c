// What the app installed in a portal's CRM folder, at the paths the installs write: a module's files under
// `{custom_installation}/modules/{key}.module/` (ModuleInstaller), a theme file at
// `{custom_installation}/{parent_path}/{name}` (PortalFiles, setup and theme upgrades).
import type { AuditFile } from "#contract/audit.ts"

import type { InstalledModuleRow, InstalledThemeFileRow } from "../../db/repos/AuditRepo.ts"

/** A file the app installed, with the content it wrote. */
export interface InstalledFile extends Omit<AuditFile, "state"> {
  readonly content: string
}

/** An installed module's folder: files found in it that the installed version lacks are "added". */
export interface ModuleFolder {
  readonly folder: string
  readonly owner_key: string
  readonly owner_name: string
  /** Paths (inside the folder) the installed version has. */
  readonly known: ReadonlySet<string>
}

const moduleFolderOf = (root: string, key: string) => `${root}/modules/${key}.module`

const themeFilePathOf = (root: string, file: { readonly parent_path: string; readonly name: string }) =>
  file.parent_path === "" ? `${root}/${file.name}` : `${root}/${file.parent_path}/${file.name}`

export const installedFiles = (
  root: string,
  modules: ReadonlyArray<InstalledModuleRow>,
  themeFiles: ReadonlyArray<InstalledThemeFileRow>
): { readonly files: ReadonlyArray<InstalledFile>; readonly folders: ReadonlyArray<ModuleFolder> } => {
  const byPath = new Map<string, InstalledFile>()
  const folders = modules.map((module): ModuleFolder => {
    const folder = moduleFolderOf(root, module.key)
    for (const file of module.files) {
      byPath.set(`${folder}/${file.name}`, {
        path: `${folder}/${file.name}`,
        kind: "module",
        owner_key: module.key,
        owner_name: module.name,
        installed_version: module.version,
        content: file.content
      })
    }
    return { folder, owner_key: module.key, owner_name: module.name, known: new Set(module.files.map((file) => file.name)) }
  })
  for (const file of themeFiles) {
    const path = themeFilePathOf(root, file)
    // A module's file wins: the module's folder is what its install owns.
    if (!byPath.has(path)) {
      byPath.set(path, {
        path,
        kind: "theme-file",
        owner_key: file.path,
        owner_name: file.name,
        installed_version: file.version,
        content: file.content
      })
    }
  }
  return { files: [...byPath.values()], folders }
}

/** The audit's order: by owner name, then path. */
export const byOwnerThenPath = (a: AuditFile, b: AuditFile) => compare(a.owner_name, b.owner_name) || compare(a.path, b.path)

// Code-unit order, not the locale's: the same on every server and in the SPA.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
