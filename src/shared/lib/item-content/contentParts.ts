// What a saved layout or a history entry holds, read from the editor's content for people: the modules
// (with their version), files and pages it names. Entries it cannot name are counted, not dumped.

export interface ContentParts {
  readonly modules: ReadonlyArray<string>
  readonly files: ReadonlyArray<string>
  readonly pages: ReadonlyArray<string>
  /** Top-level entries that are none of the above. */
  readonly other: number
}

const labelOf = (entry: unknown, keys: ReadonlyArray<string>): string | null => {
  if (typeof entry === "string" || typeof entry === "number") return String(entry)
  if (typeof entry !== "object" || entry === null) return null
  const record = entry as Record<string, unknown>
  const name = keys.map((key) => record[key]).find((value) => typeof value === "string" && value !== "")
  if (typeof name !== "string") return null
  return typeof record.version === "string" && record.version !== "" ? `${name} ${record.version}` : name
}

const listOf = (value: unknown, keys: ReadonlyArray<string>): ReadonlyArray<string> =>
  Array.isArray(value) ? value.map((entry) => labelOf(entry, keys)).filter((label): label is string => label !== null) : []

const KNOWN = new Set(["modules", "files", "pages", "module", "version", "previous_version"])

export const contentParts = (content: unknown): ContentParts => {
  if (typeof content !== "object" || content === null || Array.isArray(content)) return { modules: [], files: [], pages: [], other: 0 }
  const record = content as Record<string, unknown>
  const single =
    typeof record.module === "string" ? [typeof record.version === "string" ? `${record.module} ${record.version}` : record.module] : []
  return {
    modules: [...single, ...listOf(record.modules, ["name", "key", "module"])],
    files: listOf(record.files, ["path", "name"]),
    pages: listOf(record.pages, ["name", "title", "slug"]),
    other: Object.keys(record).filter((key) => !KNOWN.has(key)).length
  }
}
