// Portal (spec 1 section 3): an account on the CRM that an agency builds.
import { Schema } from "effect"

import { AgencyRef } from "./agency.ts"
import { recordVersion } from "./record-version.ts"

export const PortalPlan = Schema.Literal("free", "core", "stack", "pro")
export type PortalPlan = typeof PortalPlan.Type

export interface Portal {
  readonly id: number
  readonly name: string
  readonly hub_id: number
  readonly hub_url: string
  readonly domain: string | null
  readonly plan: PortalPlan
  readonly portal_type: string
  readonly custom_installation: string
  readonly is_lock: boolean
  readonly has_migrate: boolean
  readonly has_page_migration: boolean
  readonly is_parent: boolean
  readonly version: string
  readonly portal_setup_status: boolean
  readonly agency: AgencyRef | null
  readonly children: ReadonlyArray<Portal>
  /** The record's version for optimistic concurrency (record-version.ts); `version` is the theme's release. */
  readonly lock_version?: number | undefined
}

export const Portal = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  hub_id: Schema.Number,
  hub_url: Schema.String,
  domain: Schema.NullOr(Schema.String),
  plan: PortalPlan,
  portal_type: Schema.String,
  /** The installation folder in the CRM; 'sr' by default. */
  custom_installation: Schema.String,
  is_lock: Schema.Boolean,
  has_migrate: Schema.Boolean,
  has_page_migration: Schema.Boolean,
  is_parent: Schema.Boolean,
  version: Schema.String,
  portal_setup_status: Schema.Boolean,
  agency: Schema.NullOr(AgencyRef),
  children: Schema.Array(Schema.suspend((): Schema.Schema<Portal> => Portal)),
  ...recordVersion
  // The recursive reference needs a name for the OpenAPI document (/docs/openapi.json).
}).annotations({ identifier: "Portal" })

export const GUEST_PORTAL_ID = 999999
export const DEFAULT_INSTALLATION_FOLDER = "sr"
