// The portal health overview's shapes: one row per portal saying at a glance whether it needs attention, and why.
import { Schema } from "effect"

import { PortalPlan } from "./portal.ts"

/** Every reason a portal may need attention, in the order the overview lists them. */
export const PortalAttention = Schema.Literal("reconnect", "missing-hubdb", "theme-behind", "upgrades", "drift", "failed-work", "setup")
export type PortalAttention = typeof PortalAttention.Type

export const PortalHealth = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  hub_id: Schema.Int,
  plan: PortalPlan,
  agency: Schema.NullOr(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  /** From the stored grant: "reconnect" when it was revoked or is missing, "missing-hubdb" when it lacks the HubDB scope. */
  connection: Schema.Literal("connected", "reconnect", "missing-hubdb"),
  theme: Schema.Struct({ installed: Schema.String, latest: Schema.String, behind: Schema.Boolean }),
  /** Installed modules and theme files with a newer version in the catalogue. */
  upgrades: Schema.Struct({ modules: Schema.Int, files: Schema.Int }),
  /** The latest audit of the portal's CRM folder; null: never audited. */
  drift: Schema.NullOr(Schema.Struct({ edited: Schema.Int, missing: Schema.Int, added: Schema.Int, taken_at: Schema.String })),
  /** Batches pending or running; batches finished with failed jobs in the last 7 days. */
  work: Schema.Struct({ running: Schema.Int, failed: Schema.Int }),
  /** The newest activity-log entry about the portal. */
  last_change: Schema.NullOr(Schema.Struct({ at: Schema.String, event: Schema.String, by: Schema.NullOr(Schema.String) })),
  setup: Schema.Literal("done", "pending"),
  /** Every reason the portal needs attention, in PortalAttention's order; [] when none. */
  attention: Schema.Array(PortalAttention)
})
export type PortalHealth = typeof PortalHealth.Type
