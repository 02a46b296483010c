// The rows of rollouts and their portals as RolloutRepo reads and writes them.
export type RolloutStatusValue = "running" | "paused" | "cancelled" | "finished"
export type RolloutPortalStatusValue = "skipped" | "pending" | "running" | "succeeded" | "failed" | "cancelled"
type RolloutActionValue = "install" | "upgrade" | "revert" | "remove"

/** What a rollout changes (the contract's RolloutChange, as stored in rollouts.change). */
export type RolloutChangeValue =
  | { readonly kind: "module"; readonly module_key: string }
  | { readonly kind: "theme_file"; readonly path: string }
  | { readonly kind: "theme_version" }
  | { readonly kind: "layout"; readonly layout_id: number }

/** One module or theme file of a layout rollout's portal (the contract's RolloutPart). */
export interface RolloutPartValue {
  readonly kind: "module" | "theme_file"
  readonly key: string
  readonly name: string
  readonly action: RolloutActionValue
  readonly from_version: string | null
  readonly to_version: string | null
  readonly credit: boolean
}

export interface RolloutRow {
  readonly id: string
  readonly change: RolloutChangeValue
  readonly title: string
  readonly status: RolloutStatusValue
  readonly paused_reason: string | null
  readonly canary_size: number
  readonly failure_threshold: number
  readonly accepted_failures: number
  readonly rollback_of: string | null
  readonly rolled_back_by: string | null
  readonly created_by: number | null
  readonly starter_name: string | null
  readonly created_at: string
  readonly finished_at: string | null
}

export interface RolloutPortalRow {
  readonly rollout_id: string
  readonly portal_id: number
  readonly portal_name: string
  readonly agency_id: number | null
  readonly agency_name: string | null
  readonly seq: number
  readonly phase: "canary" | "rest"
  readonly status: RolloutPortalStatusValue
  readonly action: RolloutActionValue | null
  readonly from_version: string | null
  readonly to_version: string | null
  readonly credits_spent: number
  /** The modules it bought with a credit (by key). */
  readonly credit_keys: ReadonlyArray<string>
  readonly reason: string | null
  readonly skip_reason: string | null
  readonly batch_id: string | null
  /** A layout rollout's modules and theme files; null for any other change. */
  readonly parts: ReadonlyArray<RolloutPartValue> | null
}

export type NewRolloutPortal = Omit<RolloutPortalRow, "rollout_id" | "batch_id" | "credits_spent" | "credit_keys">

/** A running portal's batch as the coordinator settles it: gone (null status) when its portal was deleted. */
export interface PortalBatchState {
  readonly portal_id: number
  readonly batch_status: "pending" | "running" | "finished" | null
  readonly failed_jobs: number
  readonly error: string | null
  /** The modules whose jobs succeeded. */
  readonly done_modules: ReadonlyArray<string>
  readonly cancelled_reason: string | null
  readonly portal_exists: boolean
}

/** The portal facts a preview decides on, for many portals in one read. */
export interface PreviewPortalRow {
  readonly id: number
  readonly name: string
  readonly plan: "free" | "core" | "stack" | "pro"
  readonly custom_installation: string
  readonly agency_id: number | null
  readonly agency_name: string | null
  readonly agency_status: "active" | "suspend" | null
  readonly credit_limit: number | null
  readonly scopes: ReadonlyArray<string>
  readonly refresh_token_encrypted: string | null
  readonly hub_id: number
  readonly crm_lost: boolean
}

export interface RolloutBatchRow {
  readonly id: string
  readonly kind: string
  readonly portal_id: number
  readonly reference: string | null
  readonly created_by: number | null
  readonly total_jobs: number
  readonly processed_jobs: number
  readonly failed_jobs: number
  readonly status: "pending" | "running" | "finished"
  readonly result: unknown
  readonly options: unknown
  readonly created_at: Date
  readonly finished_at: Date | null
}
