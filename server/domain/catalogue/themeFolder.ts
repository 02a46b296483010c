// Reads a HubSpot theme folder from disk into memory: its `*.module` folders (one level down and under
// modules/) with the files the import uses, and the .html files under templates/ and sections/.
// Reading never fails: what cannot be read becomes a problem, so the import can report everything at once.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

export interface ImportProblem {
  /** Relative to the theme folder, "/"-separated ("." for the folder itself). */
  readonly path: string
  readonly problem: string
}

/** The files of a module folder the import reads; anything else in the folder is skipped. */
export const MODULE_FILES = ["meta.json", "fields.json", "module.html", "module.css", "module.js"] as const
export type ModuleFileName = (typeof MODULE_FILES)[number]

export interface ModuleFolder {
  /** e.g. "modules/hero-banner.module". */
  readonly folder: string
  /** The files present, by name. */
  readonly files: ReadonlyMap<ModuleFileName, string>
}

export interface ThemeFolder {
  readonly modules: ReadonlyArray<ModuleFolder>
  /** templates/** and sections/** .html files, path relative to the theme folder. */
  readonly themeFiles: ReadonlyArray<{ readonly path: string; readonly content: string }>
  /** Files left out (not .html under templates/ or sections/, unknown files in module folders). */
  readonly skipped: ReadonlyArray<string>
  readonly problems: ReadonlyArray<ImportProblem>
}

const THEME_FILE_ROOTS = ["templates", "sections"] as const

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

export const readThemeFolder = (dir: string): ThemeFolder => {
  const problems: Array<ImportProblem> = []
  const skipped: Array<string> = []
  const modules: Array<ModuleFolder> = []
  const themeFiles: Array<{ path: string; content: string }> = []
  if (!isDirectory(dir)) {
    return { modules, themeFiles, skipped, problems: [{ path: ".", problem: `${dir} is not a folder` }] }
  }

  // Dot files (.DS_Store, .git) are never part of a theme.
  const entries = (relative: string) => {
    try {
      return readdirSync(join(dir, relative), { withFileTypes: true })
        .filter((entry) => !entry.name.startsWith("."))
        .sort((a, b) => a.name.localeCompare(b.name))
    } catch (error) {
      problems.push({ path: relative, problem: `cannot be read: ${reason(error)}` })
      return []
    }
  }

  const readText = (relative: string): string | undefined => {
    try {
      return readFileSync(join(dir, relative), "utf8")
    } catch (error) {
      problems.push({ path: relative, problem: `cannot be read: ${reason(error)}` })
      return undefined
    }
  }

  const readModule = (folder: string) => {
    const files = new Map<ModuleFileName, string>()
    for (const entry of entries(folder)) {
      const path = `${folder}/${entry.name}`
      const known = MODULE_FILES.find((name) => name === entry.name)
      if (known === undefined || !entry.isFile()) {
        skipped.push(path)
        continue
      }
      const content = readText(path)
      if (content !== undefined) files.set(known, content)
    }
    modules.push({ folder, files })
  }

  const moduleFoldersIn = (relative: string) => {
    for (const entry of entries(relative)) {
      if (entry.isDirectory() && entry.name.endsWith(".module")) readModule(relative === "." ? entry.name : `${relative}/${entry.name}`)
    }
  }

  const walkThemeFiles = (relative: string) => {
    for (const entry of entries(relative)) {
      const path = `${relative}/${entry.name}`
      if (entry.isDirectory()) walkThemeFiles(path)
      else if (entry.isFile() && entry.name.endsWith(".html")) {
        const content = readText(path)
        if (content !== undefined) themeFiles.push({ path, content })
      } else skipped.push(path)
    }
  }

  moduleFoldersIn(".")
  if (isDirectory(join(dir, "modules"))) moduleFoldersIn("modules")
  for (const root of THEME_FILE_ROOTS) {
    if (isDirectory(join(dir, root))) walkThemeFiles(root)
  }
  if (problems.length === 0 && modules.length === 0 && themeFiles.length === 0) {
    problems.push({ path: ".", problem: "holds no *.module folder and no .html file under templates/ or sections/" })
  }
  return { modules, themeFiles, skipped, problems }
}
