// What rollouts say and store: the batch kind a portal's part runs as, its job's payload, and the reasons in the
// user's words (skips, failures, pauses).
import { Schema } from "effect"

import type { AccessTier } from "#contract/module.ts"
import type { RolloutChange, RolloutSkip } from "#contract/rollout.ts"

/** Each started portal of a rollout is one batch of this kind with one job. */
export const ROLLOUT_PORTAL = "rollout-portal"

/** A portal's job: `module` (a module's key), `file` (a theme file's path) or `theme` names what it changes. */
export const RolloutJobPayload = Schema.Struct({
  rollout_id: Schema.String,
  portal: Schema.Number,
  module: Schema.optional(Schema.String),
  file: Schema.optional(Schema.String),
  theme: Schema.optional(Schema.Literal("version")),
  /** A layout rollout's job: the layout; `module` or `file` names the part it changes. */
  layout_id: Schema.optional(Schema.Number),
  action: Schema.Literal("install", "upgrade", "revert", "remove"),
  from_version: Schema.NullOr(Schema.String),
  to_version: Schema.NullOr(Schema.String),
  /** The job's label in the transition drawer ("Social Share 2.0.0"). */
  name: Schema.String
})
export type RolloutJobPayload = typeof RolloutJobPayload.Type

/** What a job of the change names: `module` (its key), `file` (its path), the theme version or the layout. */
export const jobSubject = (change: RolloutChange): Pick<RolloutJobPayload, "module" | "file" | "theme" | "layout_id"> => {
  switch (change.kind) {
    case "module":
      return { module: change.module_key }
    case "theme_file":
      return { file: change.path }
    case "theme_version":
      return { theme: "version" }
    case "layout":
      return { layout_id: change.layout_id }
  }
}

const BUSY_WITH: Record<RolloutChange["kind"], string> = {
  module: "this module",
  theme_file: "this theme file",
  theme_version: "its theme version",
  layout: "this layout's modules or theme files"
}

const TIERS: Record<AccessTier, string> = { free: "Free", lite: "Core", pro: "PRO" }

export const skip = {
  suspended: (): RolloutSkip => ({ reason: "suspended", message: "Its agency is suspended." }),
  reconnect: (): RolloutSkip => ({ reason: "reconnect", message: "Its CRM connection must be renewed: reconnect the portal first." }),
  hubdb: (): RolloutSkip => ({ reason: "reconnect", message: "The module needs HubDB access: reauthorize the portal first." }),
  locked: (tier: AccessTier): RolloutSkip => ({
    reason: "locked",
    message: `Its plan does not include this module (it needs ${TIERS[tier]}) and it cannot be bought for this portal.`
  }),
  adminOnly: (): RolloutSkip => ({ reason: "locked", message: "Only an admin of its agency may upgrade its theme." }),
  current: (name: string, version: string): RolloutSkip => ({ reason: "current", message: `It already has ${name} ${version}.` }),
  /** A layout's portal that holds every module and theme file at the version the layout brings. */
  holdsLayout: (): RolloutSkip => ({ reason: "current", message: "It already holds everything this layout names." }),
  /** A layout of another agency than the portal's. */
  otherAgency: (): RolloutSkip => ({ reason: "locked", message: "The layout belongs to another agency." }),
  /** A layout's portal whose theme version is too old for every part it lacks. */
  themeTooOld: (version: string): RolloutSkip => ({
    reason: "locked",
    message: `What this layout would add is built for a newer theme version than this portal's (${version}): upgrade its theme first.`
  }),
  busy: (kind: RolloutChange["kind"]): RolloutSkip => ({
    reason: "busy",
    message: `Other work on ${BUSY_WITH[kind]} is running on this portal.`
  }),
  credits: (available: number): RolloutSkip => ({
    reason: "credits",
    message: `Its agency has too few credits for every portal that needs one (${available} available).`
  }),
  drifted: (files: number): RolloutSkip => ({
    reason: "drifted",
    message: `${files === 1 ? "1 file was" : `${files} files were`} edited in HubSpot: review them on the portal first.`
  }),
  /** A rollback's layout portal that holds none of the rollout's parts as the rollout left them. */
  layoutChanged: (): RolloutSkip => ({
    reason: "current",
    message: "It no longer holds what this rollout put there: nothing to return."
  }),
  /** A rollback's portal that no longer holds what the rollout put there. */
  changed: (name: string, version: string): RolloutSkip => ({
    reason: "current",
    message: `It no longer has ${name} ${version} from this rollout: nothing to return.`
  })
}

export const EVERY_PORTAL_SKIPPED = "Every chosen portal would be skipped."
export const NOTHING_TO_ROLL_BACK = "This rollout changed no portal: there is nothing to roll back."
export const ALREADY_ROLLED_BACK = "This rollout was already rolled back."
export const STILL_RUNNING = "This rollout is still running: pause or cancel it, or wait until it has finished."
export const NOT_RUNNING = "Only a running rollout can be paused."
export const NOT_PAUSED = "Only a paused rollout can be resumed."
export const ALREADY_ENDED = "This rollout has already ended."
export const NO_CREDITS_LEFT = "Its agency has no credit left for this module."
export const CANNOT_BUY = "This module cannot be bought for this portal."
export const PORTAL_DELETED = "The portal was deleted."
export const STARTER_GONE = "The user who started this rollout no longer exists."
export const BATCH_GONE = "The portal's work was cancelled."

export const pausedBy = (name: string) => `Paused by ${name}`
export const thresholdPause = (failed: number) => `${failed} ${failed === 1 ? "portal" : "portals"} failed: paused at the failure threshold`
export const canaryPause = (portal: string, reason: string) => `The canary failed on ${portal}: ${reason}`
export const rollbackTitle = (title: string) => `Rollback of ${title}`
