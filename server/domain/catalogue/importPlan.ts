// From a theme folder read into memory and the catalogue as it stands to either a plan (every module
// and theme file with its new version) or the full list of problems. Pure, so every rule is unit-tested.
import type { ModuleFile } from "../../db/catalogue-seed-data.ts"
import { compareVersions } from "../modules/semver.ts"
import { type Access, type Category, checkFields, readMeta, SLUG } from "./moduleMeta.ts"
import type { ImportProblem, ModuleFolder, ThemeFolder } from "./themeFolder.ts"

export interface CurrentModule {
  readonly key: string
  readonly module_category: Category
  readonly access: Access
  readonly is_global: boolean
  readonly is_hub_db: boolean
  readonly test_module: boolean
  /** The newest version; null when the module has none yet. */
  readonly version: string | null
}

export interface CurrentCatalogue {
  readonly modules: ReadonlyMap<string, CurrentModule>
  /** Theme file path → its newest version. */
  readonly themeFiles: ReadonlyMap<string, string>
}

export interface ImportOptions {
  /** The change-log entry of every new version. */
  readonly message: string
  /** The version to give everything; default: the next minor of each one's current version (1.0.0 when new). */
  readonly version?: string
}

export interface ModulePlan {
  readonly folder: string
  readonly key: string
  readonly name: string
  readonly module_category: Category
  readonly access: Access
  readonly is_global: boolean
  readonly is_hub_db: boolean
  readonly test_module: boolean
  /** null for a module new to the catalogue. */
  readonly previous: string | null
  readonly version: string
  readonly requires: ReadonlyArray<string>
  readonly files: ReadonlyArray<ModuleFile>
}

export interface ThemeFilePlan {
  readonly path: string
  readonly name: string
  readonly parent_path: string
  readonly previous: string | null
  readonly version: string
  readonly content: string
}

export interface ImportPlan {
  readonly message: string
  readonly modules: ReadonlyArray<ModulePlan>
  readonly themeFiles: ReadonlyArray<ThemeFilePlan>
  readonly skipped: ReadonlyArray<string>
}

export type PlanResult =
  { readonly _tag: "Plan"; readonly plan: ImportPlan } | { readonly _tag: "Problems"; readonly problems: ReadonlyArray<ImportProblem> }

export const VERSION = /^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/

/** New modules take these when meta.json leaves them out: the most restrictive tier, a plain section. */
export const NEW_MODULE_DEFAULTS = { module_category: 1, access: "pro", is_global: false, is_hub_db: false, test_module: false } as const

export const nextMinor = (current: string | null): string => {
  if (current === null) return "1.0.0"
  const [major = "0", minor = "0"] = current.split(".")
  return `${Number(major)}.${Number(minor) + 1}.0`
}

/** Files stored with the version, in the order HubSpot's design manager shows them. */
const FILE_ORDER = ["module.html", "module.css", "module.js", "fields.json", "meta.json"] as const

const folderKey = (folder: string) => folder.slice(folder.lastIndexOf("/") + 1).replace(/\.module$/, "")

const targetVersion = (options: ImportOptions, current: string | null, what: string, path: string, problems: Array<ImportProblem>) => {
  const version = options.version ?? nextMinor(current)
  if (current !== null && VERSION.test(version) && compareVersions(version, current) <= 0) {
    problems.push({ path, problem: `version ${version} is not newer than the current version ${current} of ${what}` })
  }
  return version
}

export const planImport = (folder: ThemeFolder, current: CurrentCatalogue, options: ImportOptions): PlanResult => {
  const problems: Array<ImportProblem> = [...folder.problems]
  if (options.message.trim() === "") problems.push({ path: ".", problem: "the change-log message is empty" })
  if (options.version !== undefined && !VERSION.test(options.version)) {
    problems.push({ path: ".", problem: `version ${JSON.stringify(options.version)} is not of the form MAJOR.MINOR.PATCH` })
  }
  const importedPaths = new Set(folder.themeFiles.map((file) => file.path))
  const seenKeys = new Map<string, string>()

  const planModule = (module: ModuleFolder): ModulePlan | undefined => {
    const before = problems.length
    const { meta, problems: metaProblems } = readMeta(module)
    problems.push(...metaProblems, ...checkFields(module))
    if (!module.files.has("module.html")) problems.push({ path: `${module.folder}/module.html`, problem: "module.html is missing" })
    const key = meta?.portalBuilder.key ?? folderKey(module.folder)
    if (!SLUG.test(key)) {
      problems.push({
        path: module.folder,
        problem: `module key "${key}" (the folder name without .module) is not a slug: use lowercase letters, digits and dashes, or set "portal_builder.key"`
      })
    }
    const other = seenKeys.get(key)
    if (other !== undefined) problems.push({ path: module.folder, problem: `duplicate module key "${key}" (also in ${other})` })
    else seenKeys.set(key, module.folder)
    for (const path of meta?.portalBuilder.requires ?? []) {
      if (!current.themeFiles.has(path) && !importedPaths.has(path)) {
        problems.push({
          path: `${module.folder}/meta.json`,
          problem: `"portal_builder.requires" names ${path}, which is not a theme file of the catalogue or of this import`
        })
      }
    }
    const existing = current.modules.get(key)
    const version = targetVersion(options, existing?.version ?? null, `module ${key}`, module.folder, problems)
    if (meta === undefined || problems.length > before) return undefined
    const base = existing ?? NEW_MODULE_DEFAULTS
    const pb = meta.portalBuilder
    return {
      folder: module.folder,
      key,
      name: meta.label,
      module_category: pb.category ?? base.module_category,
      access: pb.access ?? base.access,
      is_global: meta.global ?? base.is_global,
      is_hub_db: pb.hubdb ?? base.is_hub_db,
      test_module: pb.test_module ?? base.test_module,
      previous: existing?.version ?? null,
      version,
      requires: pb.requires,
      files: FILE_ORDER.flatMap((name) => {
        const content = module.files.get(name)
        return content === undefined ? [] : [{ name, content }]
      })
    }
  }

  const modules = folder.modules.map(planModule)
  const themeFiles = folder.themeFiles.map((file): ThemeFilePlan => {
    const previous = current.themeFiles.get(file.path) ?? null
    const slash = file.path.lastIndexOf("/")
    return {
      path: file.path,
      name: file.path.slice(slash + 1),
      parent_path: slash < 0 ? "" : file.path.slice(0, slash),
      previous,
      version: targetVersion(options, previous, `theme file ${file.path}`, file.path, problems),
      content: file.content
    }
  })

  if (problems.length > 0) return { _tag: "Problems", problems }
  return {
    _tag: "Plan",
    plan: {
      message: options.message.trim(),
      modules: modules.filter((module): module is ModulePlan => module !== undefined),
      themeFiles,
      skipped: folder.skipped
    }
  }
}
