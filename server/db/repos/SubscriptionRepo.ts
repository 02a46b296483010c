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
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const scope = (portalId: number | null) => (portalId === null ? sql`portal_id IS NULL` : sql`portal_id = ${portalId}`)

    /**
     * The live subscription of the portal (or the agency's own plan). Subscriptions started before this
     * table existed are found by the last paid subscription payment of the portal.
     */
    const live = (agencyId: number, portalId: number | null) =>
      Effect.gen(function* () {
        const [row] = yield* sql<SubscriptionRow>`
          SELECT ${sql.literal(columns)} FROM billing_subscriptions
          WHERE agency_id = ${agencyId} AND ${scope(portalId)} AND status IN ('active', 'past_due')`
        if (row !== undefined) return Option.some(row)
        const [legacy] = yield* sql<{ provider_ref: string; plan_id: number }>`
          SELECT provider_ref, plan_id FROM payments
          WHERE agency_id = ${agencyId} AND ${scope(portalId)} AND kind = 'plan' AND status = 'succeeded' AND provider_ref LIKE 'sub_%'
            AND NOT EXISTS (SELECT 1 FROM billing_subscriptions b WHERE b.provider_subscription_id = payments.provider_ref)
          ORDER BY id DESC LIMIT 1`
        if (legacy === undefined) return Option.none<SubscriptionRow>()
        return Option.some<SubscriptionRow>({
          id: 0,
          agency_id: agencyId,
          portal_id: portalId,
          provider_subscription_id: legacy.provider_ref,
          plan_id: legacy.plan_id,
          status: "active"
        })
      }).pipe(Effect.orDie)

    /**
     * Inside the payment's transaction: the portal is now on this subscription and plan; any other live one
     * has ended, and so has one cancelled in its grace period (its grace ending must not move the new plan to Free).
     */
    const record = (fields: {
      readonly agencyId: number
      readonly portalId: number | null
      readonly subscription: string
      readonly planId: number
    }) =>
      Effect.gen(function* () {
        yield* sql`
          UPDATE billing_subscriptions SET status = 'ended', alert_kind = NULL, updated_at = now()
          WHERE agency_id = ${fields.agencyId} AND ${scope(fields.portalId)} AND status IN ('active', 'past_due', 'canceled')
            AND provider_subscription_id <> ${fields.subscription}`
        yield* sql`
          INSERT INTO billing_subscriptions (agency_id, portal_id, provider_subscription_id, plan_id, status)
          VALUES (${fields.agencyId}, ${fields.portalId}, ${fields.subscription}, ${fields.planId}, 'active')
          ON CONFLICT (provider_subscription_id) DO UPDATE
          SET plan_id = EXCLUDED.plan_id, status = 'active', alert_kind = NULL, grace_ends_at = NULL, updated_at = now()`
      }).pipe(Effect.orDie)

    /** Inside the payment's transaction: a one-off plan replaced the portal's subscription; the sweep cancels it at the provider. */
    const replaceLive = (agencyId: number, portalId: number | null) =>
      sql<SubscriptionRow>`
        UPDATE billing_subscriptions SET status = 'ended', cancel_at_provider = true, alert_kind = NULL, updated_at = now()
        WHERE agency_id = ${agencyId} AND ${scope(portalId)} AND status IN ('active', 'past_due')
        RETURNING ${sql.literal(columns)}`.pipe(Effect.orDie)

    const toCancelAtProvider = sql<SubscriptionRow>`
      SELECT ${sql.literal(columns)} FROM billing_subscriptions WHERE cancel_at_provider ORDER BY id LIMIT 100`.pipe(Effect.orDie)

    const cancelledAtProvider = (id: number) =>
      sql`UPDATE billing_subscriptions SET cancel_at_provider = false, updated_at = now() WHERE id = ${id}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const byProviderId = (subscription: string) =>
      sql<SubscriptionRow>`SELECT ${sql.literal(columns)} FROM billing_subscriptions WHERE provider_subscription_id = ${subscription}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** A renewal failed or the provider cancelled: the plan stays until the grace period ends. */
    const raiseAlert = (id: number, kind: "payment_failed" | "subscription_canceled", graceDays: number) =>
      sql<SubscriptionRow>`
        UPDATE billing_subscriptions
        SET status = ${kind === "payment_failed" ? "past_due" : "canceled"}, alert_kind = ${kind},
            grace_ends_at = COALESCE(grace_ends_at, now() + make_interval(days => ${graceDays})), updated_at = now()
        WHERE id = ${id} AND status IN ('active', 'past_due') RETURNING ${sql.literal(columns)}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** A successful payment of the subscription clears its alert. */
    const clearAlert = (id: number) =>
      sql`UPDATE billing_subscriptions SET status = 'active', alert_kind = NULL, grace_ends_at = NULL, updated_at = now()
          WHERE id = ${id} AND status = 'past_due'`.pipe(Effect.asVoid, Effect.orDie)

    /** The agency's alerts, for GET /billings/standing. */
    const alerts = (agencyId: number) =>
      sql<{
        kind: "payment_failed" | "subscription_canceled"
        portal_id: number | null
        portal_name: string | null
        plan_name: string
        grace_ends_at: Date | string
      }>`
        SELECT s.alert_kind AS kind, s.portal_id, po.name AS portal_name, pl.name AS plan_name, s.grace_ends_at
        FROM billing_subscriptions s JOIN plans pl ON pl.id = s.plan_id LEFT JOIN portals po ON po.id = s.portal_id
        WHERE s.agency_id = ${agencyId} AND s.alert_kind IS NOT NULL AND s.status IN ('past_due', 'canceled')
        ORDER BY s.grace_ends_at, s.id`.pipe(Effect.orDie)

    /** Subscriptions whose grace period is over: their portal (or agency) goes to Free. Marks them ended. */
    const endGraceOver = sql<SubscriptionRow & { readonly previous_status: string }>`
      UPDATE billing_subscriptions s SET status = 'ended', updated_at = now()
      FROM (SELECT id, status AS previous_status FROM billing_subscriptions
            WHERE alert_kind IS NOT NULL AND status IN ('past_due', 'canceled') AND grace_ends_at < now()) old
      -- Checked again on the row itself: two API processes sweeping at once end it once.
      WHERE s.id = old.id AND s.status IN ('past_due', 'canceled')
      RETURNING s.id, s.agency_id, s.portal_id, s.provider_subscription_id, s.plan_id, s.status, old.previous_status`.pipe(Effect.orDie)

    /**
     * Inside the refund's (or dispute's) transaction: the subscription ends now, by that payment. A live
     * one is still to be cancelled at the provider (cancel_at_provider); one the provider already
     * cancelled (in its grace period) is not. None when it had already ended.
     */
    const endByPayment = (subscription: string, paymentId: number) =>
      sql<SubscriptionRow & { readonly cancel_at_provider: boolean }>`
        UPDATE billing_subscriptions
        SET status = 'ended', cancel_at_provider = (status IN ('active', 'past_due')), alert_kind = NULL, grace_ends_at = NULL,
            ended_by_payment = ${paymentId}, updated_at = now()
        WHERE provider_subscription_id = ${subscription} AND status IN ('active', 'past_due', 'canceled')
        RETURNING ${sql.literal(columns)}, cancel_at_provider`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /**
     * A dispute won: the subscription it ended has its plan again, as a cancelled one in its grace period
     * (it was cancelled at the provider), unless the portal (or agency) is on another subscription by now.
     */
    const restoreEndedBy = (paymentId: number, graceDays: number) =>
      sql<SubscriptionRow>`
        UPDATE billing_subscriptions s
        SET status = 'canceled', alert_kind = 'subscription_canceled', grace_ends_at = now() + make_interval(days => ${graceDays}),
            ended_by_payment = NULL, updated_at = now()
        WHERE s.ended_by_payment = ${paymentId} AND s.status = 'ended'
          AND NOT EXISTS (SELECT 1 FROM billing_subscriptions o WHERE o.agency_id = s.agency_id AND COALESCE(o.portal_id, 0) = COALESCE(s.portal_id, 0)
                          AND o.status IN ('active', 'past_due', 'canceled') AND o.id <> s.id)
        RETURNING s.id, s.agency_id, s.portal_id, s.provider_subscription_id, s.plan_id, s.status`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** A PRO licence refunded: the PRO portal slot it gave is taken back (never below zero). */
    const takePortalSlot = (agencyId: number) =>
      sql<{ portals_available: number }>`
        UPDATE agencies SET portals_available = GREATEST(portals_available - 1, 0), updated_at = now()
        WHERE id = ${agencyId} RETURNING portals_available`.pipe(
        Effect.map((rows) => rows[0]?.portals_available ?? 0),
        Effect.orDie
      )

    return {
      live,
      record,
      endByPayment,
      restoreEndedBy,
      takePortalSlot,
      replaceLive,
      toCancelAtProvider,
      cancelledAtProvider,
      byProviderId,
      raiseAlert,
      clearAlert,
      alerts,
      endGraceOver
    } as const
  })
}) {}
