// What every rollout subject answers (RolloutSubjects builds them for a module, a theme file and the theme version,
// RolloutLayouts for a saved layout): how a portal stands against the change, the files a step writes, who may not.
import type { Effect } from "effect"

import type { AccessTier } from "#contract/module.ts"
import type { RolloutChange, RolloutSkip } from "#contract/rollout.ts"
import type { User } from "#contract/user.ts"

import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import type { RolloutPartValue } from "../../db/repos/rolloutRows.ts"
import type { PlannedWrite } from "../overwrite/OverwriteGuard.ts"

/** How one portal stands against the change. */
interface Standing {
  readonly installed: boolean
  /** The version the portal holds; null when it holds none (or the change is a layout's many parts). */
  readonly version: string | null
  /** The version it would get; null for a layout (its parts say). */
  readonly latest: string | null
  readonly upgradeable: boolean
  /** The tier whose plan unlocks it when the portal's does not (a credit buys it); null when nothing is owed. */
  readonly lock: AccessTier | null
  /** The credits the portal's step spends: one per module bought. */
  readonly credits: number
  /** A HubDB module on a portal whose grant lacks the hubdb scope. */
  readonly missingHubdb: boolean
  /** A layout's: each module and theme file the portal would get; null for any other change. */
  readonly parts: ReadonlyArray<RolloutPartValue> | null
  /** Why the portal cannot take the change as it stands (a layout's theme too old); null when it can. */
  readonly refusal: RolloutSkip | null
}

/** A portal's step of the change: from the version it holds (null: none) to the one it gets; a layout's, its parts. */
export interface Step {
  readonly from: string | null
  readonly to: string | null
  readonly parts?: ReadonlyArray<RolloutPartValue> | null
}

/** What other work on a portal makes it busy for a layout's rollout: any on the modules and theme files it names. */
interface BusyNames {
  readonly modules: ReadonlyArray<string>
  readonly files: ReadonlyArray<string>
}

export interface Subject {
  readonly change: RolloutChange
  readonly name: string
  /** "Social Share 2.0.0": what the rollout takes to its portals. */
  readonly title: string
  readonly standing: (portal: PortalContextRow) => Effect.Effect<Standing>
  /** The files the portal's folder gets on the step (the overwrite check's writes). */
  readonly writes: (portal: PortalContextRow, step: Step) => Effect.Effect<ReadonlyArray<PlannedWrite>>
  /** Why the user may not take this change to the portal even though they see it; null when they may. */
  readonly refusal: (user: User, portal: PortalContextRow) => RolloutSkip | null
  /** A layout's: the modules and theme files whose work makes a portal busy; null: the change's own. */
  readonly busy?: Effect.Effect<BusyNames>
  /** A layout's: the version of each part the portal holds now (null: none), for its rollback. */
  readonly partsNow?: (portal: PortalContextRow, parts: ReadonlyArray<RolloutPartValue>) => Effect.Effect<ReadonlyArray<string | null>>
}
