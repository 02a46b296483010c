// An audit's files grouped by what installed them (a module or a theme file), in the audit's order.
import type { AuditFile } from "../model/types.ts"

export interface AuditFileGroup {
  readonly key: string
  readonly kind: AuditFile["kind"]
  readonly name: string
  readonly installedVersion: string | null
  readonly files: ReadonlyArray<AuditFile>
}

export const groupAuditFiles = (files: ReadonlyArray<AuditFile>): ReadonlyArray<AuditFileGroup> => {
  const groups = new Map<
    string,
    { key: string; kind: AuditFile["kind"]; name: string; installedVersion: string | null; files: Array<AuditFile> }
  >()
  for (const file of files) {
    const id = `${file.kind}:${file.owner_key}`
    const group = groups.get(id)
    if (group === undefined) {
      groups.set(id, { key: id, kind: file.kind, name: file.owner_name, installedVersion: file.installed_version, files: [file] })
    } else {
      group.files.push(file)
      group.installedVersion ??= file.installed_version
    }
  }
  return [...groups.values()]
}
