// Complete audits for stories and tests; override what matters.
import type { AuditFile, AuditFileContents, AuditSummary, PortalAudit } from "../model/types.ts"

export const makeAuditFile = (overrides: Partial<AuditFile> = {}): AuditFile => ({
  path: "sr/modules/hero.module/module.html",
  kind: "module",
  owner_key: "hero",
  owner_name: "Hero Banner",
  installed_version: "1.2.0",
  state: "unchanged",
  ...overrides
})

const summaryOf = (files: ReadonlyArray<AuditFile>): AuditSummary => ({
  unchanged: files.filter((file) => file.state === "unchanged").length,
  edited: files.filter((file) => file.state === "edited").length,
  missing: files.filter((file) => file.state === "missing").length,
  added: files.filter((file) => file.state === "added").length
})

/** The summary follows the files unless given. */
export const makeAudit = (overrides: Partial<PortalAudit> = {}): PortalAudit => {
  const files = overrides.files ?? [makeAuditFile()]
  return {
    portal_id: 101,
    taken_at: "2026-11-20T10:30:00.000Z",
    taken_by: { id: 7, name: "Jane Agency" },
    summary: summaryOf(files),
    ...overrides,
    files
  }
}

export const makeAuditFileContents = (overrides: Partial<AuditFileContents> = {}): AuditFileContents => ({
  path: "sr/modules/hero.module/module.html",
  installed: "<section>\n  <h1>{{ module.title }}</h1>\n</section>\n",
  portal: '<section>\n  <h1 class="big">{{ module.title }}</h1>\n</section>\n',
  ...overrides
})
