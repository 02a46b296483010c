// What a module folder's meta.json and fields.json say, checked: HubSpot's own meta fields plus the
// project's "portal_builder" object. Pure; every problem found is returned, not just the first.
import type { ImportProblem, ModuleFolder } from "./themeFolder.ts"

export type Category = 1 | 2 | 3
export type Access = "free" | "lite" | "pro"

/** The project's extras in meta.json; absent fields keep the module's current value (defaults for new modules). */
export interface PortalBuilderMeta {
  readonly key?: string
  readonly category?: Category
  readonly access?: Access
  readonly hubdb?: boolean
  readonly test_module?: boolean
  readonly requires: ReadonlyArray<string>
}

export interface ModuleMeta {
  readonly label: string
  readonly global?: boolean
  readonly portalBuilder: PortalBuilderMeta
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const ACCESS: ReadonlyArray<Access> = ["free", "lite", "pro"]
const PORTAL_BUILDER_FIELDS = ["key", "category", "access", "hubdb", "test_module", "requires"]
/** HubSpot meta.json fields the import checks the type of (others pass through untouched). */
const HUBSPOT_BOOLEANS = ["global", "is_available_for_new_content", "smart_type"]
const HUBSPOT_STRING_LISTS = ["categories", "host_template_types", "content_tags"]

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

const isStringList = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false; error: string } => {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** Checks fields.json: present and a JSON array. */
export const checkFields = (module: ModuleFolder): ReadonlyArray<ImportProblem> => {
  const path = `${module.folder}/fields.json`
  const text = module.files.get("fields.json")
  if (text === undefined) return [{ path, problem: "fields.json is missing" }]
  const parsed = parseJson(text)
  if (!parsed.ok) return [{ path, problem: `not valid JSON (${parsed.error})` }]
  return Array.isArray(parsed.value) ? [] : [{ path, problem: "must be a JSON array of fields" }]
}

const readPortalBuilder = (value: unknown, path: string, problems: Array<ImportProblem>): PortalBuilderMeta => {
  if (value === undefined) return { requires: [] }
  if (!isRecord(value)) {
    problems.push({ path, problem: '"portal_builder" must be an object' })
    return { requires: [] }
  }
  for (const field of Object.keys(value)) {
    if (!PORTAL_BUILDER_FIELDS.includes(field)) {
      problems.push({ path, problem: `"portal_builder.${field}" is not a known field (known: ${PORTAL_BUILDER_FIELDS.join(", ")})` })
    }
  }
  const { key, category, access, hubdb, test_module: testModule, requires } = value
  const meta: { -readonly [K in keyof PortalBuilderMeta]: PortalBuilderMeta[K] } = { requires: [] }
  if (key !== undefined) {
    if (typeof key === "string" && SLUG.test(key)) meta.key = key
    else
      problems.push({
        path,
        problem: `"portal_builder.key" must be a slug (lowercase letters, digits, dashes), got ${JSON.stringify(key)}`
      })
  }
  if (category !== undefined) {
    if (category === 1 || category === 2 || category === 3) meta.category = category
    else
      problems.push({
        path,
        problem: `"portal_builder.category" must be 1 (Section), 2 (DND) or 3 (Element), got ${JSON.stringify(category)}`
      })
  }
  if (access !== undefined) {
    const tier = ACCESS.find((candidate) => candidate === access)
    if (tier !== undefined) meta.access = tier
    else problems.push({ path, problem: `"portal_builder.access" must be "free", "lite" or "pro", got ${JSON.stringify(access)}` })
  }
  if (hubdb !== undefined) {
    if (typeof hubdb === "boolean") meta.hubdb = hubdb
    else problems.push({ path, problem: '"portal_builder.hubdb" must be true or false' })
  }
  if (testModule !== undefined) {
    if (typeof testModule === "boolean") meta.test_module = testModule
    else problems.push({ path, problem: '"portal_builder.test_module" must be true or false' })
  }
  if (requires !== undefined) {
    if (isStringList(requires)) meta.requires = [...new Set(requires)]
    else problems.push({ path, problem: '"portal_builder.requires" must be a list of theme file paths' })
  }
  return meta
}

/** Checks meta.json; meta is undefined when the file is missing or not a JSON object (the problems say why). */
export const readMeta = (module: ModuleFolder): { meta: ModuleMeta | undefined; problems: ReadonlyArray<ImportProblem> } => {
  const path = `${module.folder}/meta.json`
  const text = module.files.get("meta.json")
  if (text === undefined) return { meta: undefined, problems: [{ path, problem: "meta.json is missing" }] }
  const parsed = parseJson(text)
  if (!parsed.ok) return { meta: undefined, problems: [{ path, problem: `not valid JSON (${parsed.error})` }] }
  if (!isRecord(parsed.value)) return { meta: undefined, problems: [{ path, problem: "must be a JSON object" }] }
  const json = parsed.value
  const problems: Array<ImportProblem> = []
  const label = typeof json["label"] === "string" ? json["label"].trim() : ""
  if (label === "") problems.push({ path, problem: '"label" is missing (the module\'s name)' })
  for (const field of HUBSPOT_BOOLEANS) {
    if (json[field] !== undefined && typeof json[field] !== "boolean") problems.push({ path, problem: `"${field}" must be true or false` })
  }
  for (const field of HUBSPOT_STRING_LISTS) {
    if (json[field] !== undefined && !isStringList(json[field])) problems.push({ path, problem: `"${field}" must be a list of strings` })
  }
  const portalBuilder = readPortalBuilder(json["portal_builder"], path, problems)
  const global = typeof json["global"] === "boolean" ? json["global"] : undefined
  const meta: ModuleMeta = global === undefined ? { label, portalBuilder } : { label, global, portalBuilder }
  // Returned even with problems, so the caller can still check what the valid parts name (requires, key).
  return { meta, problems }
}
