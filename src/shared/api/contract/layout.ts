// Saved layouts and history entries of a portal (spec 2 section 2: "Layout: id, name, created_at.
// History: id, name, created_by, status_label, updated_at"), plus what the editor needs to reopen them.
import { Schema } from "effect"

import { Timestamp } from "./common.ts"
import { recordVersion } from "./record-version.ts"

export const Layout = Schema.Struct({
  id: Schema.Number,
  portal_id: Schema.Number,
  /** The name of the portal it was saved from (an agency-wide list mixes portals). */
  portal_name: Schema.String,
  agency_id: Schema.NullOr(Schema.Number),
  name: Schema.String,
  /** Editor content as the editor saved it; opaque to the server. */
  content: Schema.Unknown,
  /** Who saved it (null once that account is gone): with the admins, the only one who may delete it. */
  created_by: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
  created_at: Timestamp,
  updated_at: Timestamp,
  ...recordVersion
})
export type Layout = typeof Layout.Type

export const HistoryUser = Schema.Struct({ id: Schema.Number, name: Schema.String })
export type HistoryUser = typeof HistoryUser.Type

/** 'Installed' | 'Upgraded' | 'Reverted' for module actions; free text for saves. */
export const History = Schema.Struct({
  id: Schema.Number,
  portal_id: Schema.Number,
  name: Schema.String,
  created_by: Schema.NullOr(HistoryUser),
  status_label: Schema.String,
  payload: Schema.Unknown,
  created_at: Timestamp,
  updated_at: Timestamp
})
export type History = typeof History.Type

/** The module and version a history entry can restore: entries of module installs, upgrades, reverts and restores. */
export const historyRestoreTarget = (payload: unknown): { readonly module: string; readonly version: string } | null => {
  if (typeof payload !== "object" || payload === null) return null
  const { module, version } = payload as Record<string, unknown>
  return typeof module === "string" && module !== "" && typeof version === "string" && /^\d+\.\d+\.\d+$/.test(version)
    ? { module, version }
    : null
}
