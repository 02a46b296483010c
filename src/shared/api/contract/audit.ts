// The portal audit's shapes: what in a portal's CRM folder differs from what the app installed there.
import { Schema } from "effect"

/**
 * unchanged: the CRM holds exactly what the app installed; edited: it holds something else; missing: the CRM
 * has no such file; added: a file in an installed module's folder that the installed version does not have.
 */
const AuditFileState = Schema.Literal("unchanged", "edited", "missing", "added")
type AuditFileState = typeof AuditFileState.Type

export const AuditFile = Schema.Struct({
  /** The file's path in the portal's CRM folder, e.g. "sr/modules/hero.module/module.html". */
  path: Schema.String,
  kind: Schema.Literal("module", "theme-file"),
  /** The module's key, or the theme file's catalogue path. */
  owner_key: Schema.String,
  /** The module's or theme file's display name. */
  owner_name: Schema.String,
  /** The version the app installed; null for "added". */
  installed_version: Schema.NullOr(Schema.String),
  state: AuditFileState
})
export type AuditFile = typeof AuditFile.Type

export const AuditSummary = Schema.Struct({ unchanged: Schema.Int, edited: Schema.Int, missing: Schema.Int, added: Schema.Int })
export type AuditSummary = typeof AuditSummary.Type

export const PortalAudit = Schema.Struct({
  portal_id: Schema.Int,
  /** ISO 8601 date-time. */
  taken_at: Schema.String,
  /** Who ran the audit; id null when that user has since been deleted. */
  taken_by: Schema.NullOr(Schema.Struct({ id: Schema.NullOr(Schema.Int), name: Schema.String })),
  summary: AuditSummary,
  /** Sorted by owner_name, then path. */
  files: Schema.Array(AuditFile)
})
export type PortalAudit = typeof PortalAudit.Type

export const AuditFileContents = Schema.Struct({
  path: Schema.String,
  /** The installed version's content (null for "added"). */
  installed: Schema.NullOr(Schema.String),
  /** What the portal's CRM folder holds now (null for "missing"). */
  portal: Schema.NullOr(Schema.String)
})
export type AuditFileContents = typeof AuditFileContents.Type
