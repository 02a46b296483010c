// The provider subscription each portal (or, portal null, the agency's own plan) is on: one live row
// per portal, so a plan change updates that subscription instead of starting another.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export interface SubscriptionRow {
  readonly id: number
  readonly agency_id: number
  readonly portal_id: number | null
  readonly provider_subscription_id: string
  readonly plan_id: number
  readonly status: "active" | "past_due" | "canceled" | "ended"
}

const columns = "id, agency_id, portal_id, provider_subscription_id, plan_id, status"

export class SubscriptionRepo extends Effect.Service<SubscriptionRepo>()("server/db/SubscriptionRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const scope = (portalId: number | null) => portalId === null ? sql`portal_id IS NULL` : sql`portal_id = ${portalId}`

    /**
     * The live subscription of the portal (or the agency's own plan). Subscriptions started before this
     * table existed are found by the last paid subscription payment of the portal.
     */
    const live = (agencyId: number, portalId: number | null) =>
      Effect.gen(function*() {
        const [row] = yield* sql<SubscriptionRow>`
          SELECT ${sql.literal(columns)} FROM billing_subscriptions
          WHERE agency_id = ${agencyId} AND ${scope(portalId)} AND status IN ('active', 'past_due')`
        if (row !== undefined) return Option.some(row)
        const [legacy] = yield* sql<{ provider_ref: string; plan_id: number }>`
          SELECT provider_ref, plan_id FROM payments
          WHERE agency_id = ${agencyId} AND ${scope(portalId)} AND kind = 'plan' AND status = 'succeeded' AND provider_ref LIKE 'sub_%'
          ORDER BY id DESC LIMIT 1`
        if (legacy === undefined) return Option.none<SubscriptionRow>()
        return Option.some<SubscriptionRow>({ id: 0, agency_id: agencyId, portal_id: portalId, provider_subscription_id: legacy.provider_ref, plan_id: legacy.plan_id, status: "active" })
      }).pipe(Effect.orDie)

    /** Inside the payment's transaction: the portal is now on this subscription and plan; any other live one has ended. */
    const record = (fields: { readonly agencyId: number; readonly portalId: number | null; readonly subscription: string; readonly planId: number }) =>
      Effect.gen(function*() {
        yield* sql`
          UPDATE billing_subscriptions SET status = 'ended', updated_at = now()
          WHERE agency_id = ${fields.agencyId} AND ${scope(fields.portalId)} AND status IN ('active', 'past_due')
            AND provider_subscription_id <> ${fields.subscription}`
        yield* sql`
          INSERT INTO billing_subscriptions (agency_id, portal_id, provider_subscription_id, plan_id, status)
          VALUES (${fields.agencyId}, ${fields.portalId}, ${fields.subscription}, ${fields.planId}, 'active')
          ON CONFLICT (provider_subscription_id) DO UPDATE
          SET plan_id = EXCLUDED.plan_id, status = 'active', alert_kind = NULL, grace_ends_at = NULL, updated_at = now()`
      }).pipe(Effect.orDie)

    return { live, record } as const
  })
}) {}
