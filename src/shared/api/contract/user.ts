// User (spec 1 section 3). The first role's name gives the role flags.
import { Schema } from "effect"

import { AgencyStatus } from "./agency.ts"
import { AgencyPlan } from "./plan.ts"
import { recordVersion } from "./record-version.ts"

export const RoleName = Schema.Literal("admin", "agency-admin", "user")
export type RoleName = typeof RoleName.Type

export const Role = Schema.Struct({ name: RoleName })

/** One membership: the agency with the user's role in it. */
export const UserAgency = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  credit_limit: Schema.Number,
  status: AgencyStatus,
  portals_available: Schema.Number,
  portals_count: Schema.Number,
  sr_saas: Schema.Literal(0, 1),
  plan: AgencyPlan,
  role: Role
})
export type UserAgency = typeof UserAgency.Type

export const UserGuide = Schema.Struct({ id: Schema.Number, name: Schema.String, url: Schema.String })

export const User = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  email: Schema.String,
  agencies: Schema.Array(UserAgency),
  roles: Schema.Array(Role),
  /** The user's current (first) agency, or null for admins without one. */
  agency: Schema.NullOr(UserAgency),
  portal_provider: Schema.Array(Schema.Struct({ portal_id: Schema.Number })),
  sr_beta: Schema.Boolean,
  is_support: Schema.Boolean,
  guides: Schema.Array(UserGuide),
  ...recordVersion
})
export type User = typeof User.Type
