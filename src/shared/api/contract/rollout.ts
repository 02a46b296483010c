// Rollouts: one change (a module or a theme file installed or upgraded, the theme version upgraded, a saved layout's
// modules and theme files brought in) taken to many portals as one durable piece of work.
// A preview says per portal what it would get, what it costs in credits and what is skipped and why; the
// rollout then runs a canary first, the rest after it with a failure threshold that pauses it, each portal as
// a batch of its own (the transition drawer's per-item results), portals side by side. Rollback returns every
// portal the rollout changed to what it held before, as a rollout of its own.
import { Schema } from "effect"

import { PortalBatchItem } from "./batch.ts"
import { Id, Text, TextSize } from "./common.ts"

/** The most portals one rollout takes. */
export const ROLLOUT_PORTALS_MAX = 1000
const ROLLOUT_NO_PORTALS = "Choose at least one portal."
const ROLLOUT_TOO_MANY_PORTALS = `A rollout takes at most ${ROLLOUT_PORTALS_MAX} portals.`
export const ROLLOUT_DUPLICATE_PORTAL = "This portal is chosen twice."
/** A portal id the caller may not see, or that does not exist: named as portal_ids.N. */
export const ROLLOUT_UNKNOWN_PORTAL = "This portal does not exist or is not one of yours."
export const ROLLOUT_UNKNOWN_MODULE = "The selected module is invalid."
export const ROLLOUT_UNKNOWN_FILE = "The selected theme file is invalid."
export const ROLLOUT_UNKNOWN_LAYOUT = "The selected layout is invalid."

/** `module`: install the module where a portal lacks it, upgrade it where it is behind. */
const RolloutModuleChange = Schema.Struct({
  kind: Schema.Literal("module"),
  module_key: Text(TextSize.code)
})

/** `theme_file`: add the theme file (its path in the theme) where a portal lacks it, update it where it is behind. */
const RolloutFileChange = Schema.Struct({
  kind: Schema.Literal("theme_file"),
  path: Text(1024).pipe(Schema.minLength(1, { message: () => "The path field is required." }))
})

/** `theme_version`: upgrade every portal behind the latest theme version to it (the theme files changed since). */
const RolloutThemeChange = Schema.Struct({ kind: Schema.Literal("theme_version") })

/**
 * `layout`: a saved layout (GET /layouts) of the portals' agency: each module and theme file it names is added where a
 * portal lacks it and updated where it is behind, theme files first.
 */
const RolloutLayoutChange = Schema.Struct({ kind: Schema.Literal("layout"), layout_id: Id })

/** The change a rollout takes to its portals. */
export const RolloutChange = Schema.Union(RolloutModuleChange, RolloutFileChange, RolloutThemeChange, RolloutLayoutChange)
export type RolloutChange = typeof RolloutChange.Type

/** What a portal gets: install, upgrade; a rollback's revert (back to the version before) or remove (it had none). */
export const RolloutAction = Schema.Literal("install", "upgrade", "revert", "remove")
export type RolloutAction = typeof RolloutAction.Type

/** One module or theme file a layout rollout changes on a portal (a layout's portal is a batch of these, in order). */
export const RolloutPart = Schema.Struct({
  kind: Schema.Literal("module", "theme_file"),
  /** The module's key or the theme file's path. */
  key: Schema.String,
  name: Schema.String,
  action: RolloutAction,
  /** The version the portal holds; null when it has none. */
  from_version: Schema.NullOr(Schema.String),
  /** The version it gets; null when a rollback removes it. */
  to_version: Schema.NullOr(Schema.String),
  /** Bought with one of the agency's credits (its plan does not give the module). */
  credit: Schema.Boolean
})
export type RolloutPart = typeof RolloutPart.Type

/**
 * Why a portal is left out: locked (its plan does not unlock the module and it cannot be bought), drifted (files
 * the change would overwrite were edited in HubSpot: review them on the portal itself), suspended (its agency),
 * credits (its agency has too few credits for every portal that needs one), reconnect (its CRM connection must be
 * renewed), current (it already has the version), busy (other work is running on it).
 */
export const RolloutSkipReason = Schema.Literal("locked", "drifted", "suspended", "credits", "reconnect", "current", "busy")
export type RolloutSkipReason = typeof RolloutSkipReason.Type

export const RolloutSkip = Schema.Struct({ reason: RolloutSkipReason, message: Schema.String })
export type RolloutSkip = typeof RolloutSkip.Type

/** One portal of a preview: what it would get and what it costs, or why it is skipped. */
export const RolloutPreviewPortal = Schema.Struct({
  portal_id: Schema.Number,
  portal_name: Schema.String,
  agency_id: Schema.NullOr(Schema.Number),
  agency_name: Schema.NullOr(Schema.String),
  /** null when skipped. */
  action: Schema.NullOr(RolloutAction),
  /** The version the portal holds now; null when it does not have the module. */
  from_version: Schema.NullOr(Schema.String),
  to_version: Schema.NullOr(Schema.String),
  /** Credits this portal would spend (1 per module that must be bought for it), spent only when its install succeeds. */
  credits: Schema.Number,
  skip: Schema.NullOr(RolloutSkip),
  /** A layout rollout's: each module and theme file the portal would get (from_version and to_version are null). */
  parts: Schema.optional(Schema.Array(RolloutPart))
})
export type RolloutPreviewPortal = typeof RolloutPreviewPortal.Type

/** Credits per agency: what the rollout would spend against what the agency has. */
export const RolloutCredits = Schema.Struct({
  agency_id: Schema.Number,
  agency_name: Schema.String,
  needed: Schema.Number,
  available: Schema.Number
})
export type RolloutCredits = typeof RolloutCredits.Type

export const RolloutPreview = Schema.Struct({
  change: RolloutChange,
  /** What the change is, e.g. "Social Share 2.0.0". */
  title: Schema.String,
  portals: Schema.Array(RolloutPreviewPortal),
  credits: Schema.Array(RolloutCredits)
})
export type RolloutPreview = typeof RolloutPreview.Type

const PortalIds = Schema.Array(Id).pipe(
  Schema.minItems(1, { message: () => ROLLOUT_NO_PORTALS }),
  Schema.maxItems(ROLLOUT_PORTALS_MAX, { message: () => ROLLOUT_TOO_MANY_PORTALS })
)

export const RolloutPreviewPayload = Schema.Struct({ change: RolloutChange, portal_ids: PortalIds })
export type RolloutPreviewPayload = typeof RolloutPreviewPayload.Type

/** The canary: the first `canary_size` portals of the order given run alone; the rest start only when they succeeded. */
export const ROLLOUT_CANARY_DEFAULT = 1
/** Failed portals (canary included) at which the rollout pauses itself. */
export const ROLLOUT_THRESHOLD_DEFAULT = 2

export const RolloutCreatePayload = Schema.Struct({
  change: RolloutChange,
  portal_ids: PortalIds,
  canary_size: Schema.optionalWith(
    Schema.Number.pipe(
      Schema.int({ message: () => "The canary size must be a whole number." }),
      Schema.between(1, ROLLOUT_PORTALS_MAX, { message: () => `The canary size must be between 1 and ${ROLLOUT_PORTALS_MAX}.` })
    ),
    { default: () => ROLLOUT_CANARY_DEFAULT }
  ),
  failure_threshold: Schema.optionalWith(
    Schema.Number.pipe(
      Schema.int({ message: () => "The failure threshold must be a whole number." }),
      Schema.between(1, ROLLOUT_PORTALS_MAX, { message: () => `The failure threshold must be between 1 and ${ROLLOUT_PORTALS_MAX}.` })
    ),
    { default: () => ROLLOUT_THRESHOLD_DEFAULT }
  )
})
export type RolloutCreatePayload = typeof RolloutCreatePayload.Type

/**
 * running: portals are being worked on; paused: by a person or by the failure threshold (paused_reason says
 * which); cancelled: stopped for good, portals not started are cancelled; finished: every portal ended.
 */
export const RolloutStatus = Schema.Literal("running", "paused", "cancelled", "finished")
export type RolloutStatus = typeof RolloutStatus.Type

export const RolloutPortalStatus = Schema.Literal("skipped", "pending", "running", "succeeded", "failed", "cancelled")
export type RolloutPortalStatus = typeof RolloutPortalStatus.Type

export const RolloutPortal = Schema.Struct({
  portal_id: Schema.Number,
  portal_name: Schema.String,
  agency_name: Schema.NullOr(Schema.String),
  phase: Schema.Literal("canary", "rest"),
  status: RolloutPortalStatus,
  action: Schema.NullOr(RolloutAction),
  from_version: Schema.NullOr(Schema.String),
  to_version: Schema.NullOr(Schema.String),
  credits_spent: Schema.Number,
  /** Why it was skipped or failed, in the user's words; null otherwise. */
  reason: Schema.NullOr(Schema.String),
  skip_reason: Schema.NullOr(RolloutSkipReason),
  /** The portal's batch (GET /batch/{id}); null until started. */
  batch_id: Schema.NullOr(Schema.String),
  /** The batch's per-item results as the transition drawer shows them. */
  items: Schema.Array(PortalBatchItem),
  /** A layout rollout's: what it changes on the portal, module by module and file by file. */
  parts: Schema.optional(Schema.Array(RolloutPart))
})
export type RolloutPortal = typeof RolloutPortal.Type

export const RolloutCounts = Schema.Struct({
  total: Schema.Number,
  skipped: Schema.Number,
  pending: Schema.Number,
  running: Schema.Number,
  succeeded: Schema.Number,
  failed: Schema.Number,
  cancelled: Schema.Number
})
export type RolloutCounts = typeof RolloutCounts.Type

export const RolloutSummary = Schema.Struct({
  id: Schema.String,
  change: RolloutChange,
  title: Schema.String,
  status: RolloutStatus,
  /** Why it is paused ("Paused by Ann Agency", "2 portals failed: paused at the failure threshold"); null when not paused. */
  paused_reason: Schema.NullOr(Schema.String),
  canary_size: Schema.Number,
  failure_threshold: Schema.Number,
  /** Set on a rollback: the rollout it undoes. */
  rollback_of: Schema.NullOr(Schema.String),
  /** Set on a rollout that was rolled back: the rollback's id. */
  rolled_back_by: Schema.NullOr(Schema.String),
  started_by: Schema.NullOr(Schema.Struct({ id: Schema.NullOr(Schema.Number), name: Schema.String })),
  created_at: Schema.String,
  finished_at: Schema.NullOr(Schema.String),
  counts: RolloutCounts
})
export type RolloutSummary = typeof RolloutSummary.Type

export const Rollout = Schema.Struct({ ...RolloutSummary.fields, portals: Schema.Array(RolloutPortal) })
export type Rollout = typeof Rollout.Type
