// Module (spec 2 section 3): an installable unit of the catalogue, seen from one portal.
import { Schema } from "effect"

/** 1 Section, 2 DND, 3 Elements (spec 2 section 9). */
export const ModuleCategory = Schema.Literal(1, 2, 3)
export type ModuleCategory = typeof ModuleCategory.Type

/** free, lite (meaning Core) or pro. */
export const AccessTier = Schema.Literal("free", "lite", "pro")
export type AccessTier = typeof AccessTier.Type

export const ChangeLogEntry = Schema.Struct({
  ver: Schema.String,
  message: Schema.String,
  /** Theme file paths this version needs installed in the portal first. */
  requires: Schema.Array(Schema.String)
})
export type ChangeLogEntry = typeof ChangeLogEntry.Type

export const ModuleButtonState = Schema.Literal(
  "Buy",
  "Buy & Install",
  "Install",
  "Installed",
  "Upgrade Module",
  "Revert Module",
  "Install Module"
)
export type ModuleButtonState = typeof ModuleButtonState.Type

export const Module = Schema.Struct({
  module_id: Schema.Number,
  key: Schema.String,
  name: Schema.String,
  module_category: ModuleCategory,
  access: AccessTier,
  current_version: Schema.String,
  /** '---' when not installed. */
  installed_version: Schema.String,
  installed: Schema.Boolean,
  /** Unlocked for this portal by a credit. */
  purchased: Schema.Boolean,
  global: Schema.Boolean,
  override_global: Schema.Boolean,
  button_state: ModuleButtonState,
  /** The tier that unlocks a locked module ('pro' shows a gold padlock); null when usable. */
  pad_lock: Schema.NullOr(AccessTier),
  revertable: Schema.Boolean,
  upgradeable: Schema.Boolean,
  upgradeable_type: Schema.NullOr(Schema.Literal("major", "minor")),
  reinstall: Schema.Boolean,
  /** The portal's plan gives it without a credit. */
  is_available: Schema.Boolean,
  is_hub_db: Schema.Boolean,
  change_log: Schema.Array(ChangeLogEntry),
  test_module: Schema.Boolean
})
export type Module = typeof Module.Type

/**
 * One module of a group as the portal holds it now: installed, pending (not installed yet; `required_files`
 * lists the theme files its install needs first), failed in the group's last install (`reason` is why)
 * or locked by the plan (`pad_lock` names the tier that unlocks it). `installed_version` is the version
 * the portal holds (null: none), also for a failed upgrade.
 */
export const ModuleGroupMember = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  status: Schema.Literal("installed", "pending", "failed", "locked"),
  reason: Schema.NullOr(Schema.String),
  installed_version: Schema.NullOr(Schema.String),
  pad_lock: Schema.NullOr(AccessTier),
  required_files: Schema.Array(Schema.Struct({ path: Schema.String, name: Schema.String, version: Schema.String }))
})
export type ModuleGroupMember = typeof ModuleGroupMember.Type

export const ModuleGroup = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  module_keys: Schema.Array(Schema.String),
  installed: Schema.Boolean,
  button_state: Schema.Literal("Install Module", "Installed"),
  batch_id: Schema.NullOr(Schema.String),
  is_available: Schema.Boolean,
  /** Members only (the guest demo's groups leave it out): each module's state on the portal. */
  members: Schema.optional(Schema.Array(ModuleGroupMember))
})
export type ModuleGroup = typeof ModuleGroup.Type

/** A theme file a module version needs and the portal lacks (or holds at an older version). */
export const RequiredFile = Schema.Struct({ path: Schema.String, name: Schema.String, version: Schema.String })
export type RequiredFile = typeof RequiredFile.Type

/** Unified diff of a module's files between the installed and the current version (getModuleDiff). */
export const ModuleDiff = Schema.Struct({ key: Schema.String, installed: Schema.String, current: Schema.String, diff: Schema.String })
export type ModuleDiff = typeof ModuleDiff.Type
