// Billing rows: the provider customer of each agency, the cards it saved, handled provider events, and the
// plan and credit changes a confirmed payment makes. Writes that the webhook makes run inside the
// caller's transaction (Transaction.run) so a delivery counts once or not at all.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import type { CreditPack } from "#contract/billing.ts"
import type { Plan } from "#contract/plan.ts"

export interface BillingAgencyRow {
  readonly id: number
  readonly name: string
  readonly admin_email: string
  readonly status: "active" | "suspend"
}

/** What saved_cards keeps of a card the agency saved (an expiry of 0, unknown, is stored as NULL). */
export interface SavedCard {
  readonly id: string
  readonly brand: string
  readonly last4: string
  readonly exp_month: number
  readonly exp_year: number
}

export class BillingRepo extends Effect.Service<BillingRepo>()("server/db/BillingRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const agency = (agencyId: number) =>
      sql<BillingAgencyRow>`SELECT id, name, admin_email, status FROM agencies WHERE id = ${agencyId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** The portal's agency, to refuse paying for another agency's portal. */
    const portalAgency = (portalId: number) =>
      sql<{ id: number; agency_id: number | null; plan: string }>`SELECT id, agency_id, plan FROM portals WHERE id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const plan = (planId: number) =>
      sql<Plan>`SELECT * FROM plans WHERE id = ${planId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const listPlans = (filter: { readonly agencyPlan: 0 | 1 | null; readonly limit: number; readonly offset: number }) =>
      Effect.gen(function* () {
        const where = filter.agencyPlan === null ? sql`status = 1` : sql`status = 1 AND agency_plan = ${filter.agencyPlan}`
        const rows = yield* sql<Plan>`SELECT * FROM plans WHERE ${where} ORDER BY id ASC LIMIT ${filter.limit} OFFSET ${filter.offset}`
        const [count] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM plans WHERE ${where}`
        return { rows, total: count?.total ?? 0 }
      }).pipe(Effect.orDie)

    const creditPacks = sql<CreditPack>`SELECT id, credit, amount, saving FROM credit_packs ORDER BY credit ASC, id ASC`.pipe(Effect.orDie)

    const customerOf = (agencyId: number) =>
      sql<{ provider_customer_id: string }>`SELECT provider_customer_id FROM billing_customers WHERE agency_id = ${agencyId}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.provider_customer_id)),
        Effect.orDie
      )

    /** Keeps the first customer stored for the agency; answers the one that is stored. */
    const saveCustomer = (agencyId: number, customerId: string) =>
      Effect.gen(function* () {
        yield* sql`
          INSERT INTO billing_customers ${sql.insert({ agency_id: agencyId, provider_customer_id: customerId })}
          ON CONFLICT (agency_id) DO NOTHING`
        const [row] = yield* sql<{
          provider_customer_id: string
        }>`SELECT provider_customer_id FROM billing_customers WHERE agency_id = ${agencyId}`
        return row?.provider_customer_id ?? customerId
      }).pipe(Effect.orDie)

    /**
     * Whether the agency saved this card before (its saved_cards row): saving it again only edits its
     * billing details. A card the browser just confirmed is attached already, so the provider alone
     * cannot tell a new card from an edited one.
     */
    const cardSaved = (agencyId: number, paymentMethodId: string) =>
      sql<{ found: number }>`
        SELECT 1 AS found FROM saved_cards WHERE agency_id = ${agencyId} AND payment_method = ${paymentMethodId}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** Records a card the agency saved (one row per card; saving it again refreshes what the provider said of it). */
    const saveCard = (agencyId: number, card: SavedCard) =>
      sql`
        INSERT INTO saved_cards ${sql.insert({ agency_id: agencyId, payment_method: card.id, brand: card.brand, last4: card.last4, exp_month: card.exp_month || null, exp_year: card.exp_year || null })}
        ON CONFLICT (agency_id, payment_method) DO UPDATE
        SET brand = EXCLUDED.brand, last4 = EXCLUDED.last4, exp_month = EXCLUDED.exp_month, exp_year = EXCLUDED.exp_year, updated_at = now()`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** The agency removed the card. */
    const forgetCard = (agencyId: number, paymentMethodId: string) =>
      sql`DELETE FROM saved_cards WHERE agency_id = ${agencyId} AND payment_method = ${paymentMethodId}`.pipe(Effect.asVoid, Effect.orDie)

    /** Records a provider event; false when it was handled before (the delivery is a repeat). */
    const recordEvent = (eventId: string, type: string) =>
      sql<{ id: string }>`
        INSERT INTO payment_events ${sql.insert({ id: eventId, type })}
        ON CONFLICT (id) DO NOTHING RETURNING id`.pipe(
        Effect.map((rows) => rows.length === 1),
        Effect.orDie
      )

    /** Adds credits in one statement, so concurrent purchases both count. */
    const addCredits = (agencyId: number, credits: number) =>
      sql<{ credit_limit: number }>`
        UPDATE agencies SET credit_limit = credit_limit + ${credits}, updated_at = now()
        WHERE id = ${agencyId} RETURNING credit_limit`.pipe(
        Effect.map((rows) => rows[0]?.credit_limit ?? 0),
        Effect.orDie
      )

    /**
     * Takes credits back (a refund or a dispute): from the unspent ones first, the rest becomes the
     * agency's credit_debt. One statement, so a concurrent purchase or spend is not lost.
     */
    const takeCredits = (agencyId: number, credits: number) =>
      sql<{ credit_limit: number; credit_debt: number }>`
        UPDATE agencies
        SET credit_limit = GREATEST(credit_limit - ${credits}, 0),
            credit_debt = credit_debt + GREATEST(${credits} - credit_limit, 0), updated_at = now()
        WHERE id = ${agencyId} RETURNING credit_limit, credit_debt`.pipe(
        Effect.map((rows) => rows[0]!),
        Effect.orDie
      )

    /** Gives credits back (a dispute won): they pay off the credit debt first. */
    const giveCredits = (agencyId: number, credits: number) =>
      sql<{ credit_limit: number; credit_debt: number }>`
        UPDATE agencies
        SET credit_limit = credit_limit + GREATEST(${credits} - credit_debt, 0),
            credit_debt = GREATEST(credit_debt - ${credits}, 0), updated_at = now()
        WHERE id = ${agencyId} RETURNING credit_limit, credit_debt`.pipe(
        Effect.map((rows) => rows[0]!),
        Effect.orDie
      )

    const creditDebt = (agencyId: number) =>
      sql<{ credit_debt: number }>`SELECT credit_debt FROM agencies WHERE id = ${agencyId}`.pipe(
        Effect.map((rows) => rows[0]?.credit_debt ?? 0),
        Effect.orDie
      )

    const setPortalPlan = (portalId: number, plan: string) =>
      sql`UPDATE portals SET plan = ${plan}, updated_at = now() WHERE id = ${portalId}`.pipe(Effect.asVoid, Effect.orDie)

    /** The agency's own plan; a PRO licence also gives one more PRO portal. */
    const setAgencyPlan = (agencyId: number, planId: number, extraPortals: number, subscriptionId: string | null) =>
      sql`
        UPDATE agencies
        SET plan_id = ${planId}, portals_available = portals_available + ${extraPortals},
            subs_id = COALESCE(${subscriptionId}, subs_id), updated_at = now()
        WHERE id = ${agencyId}`.pipe(Effect.asVoid, Effect.orDie)

    return {
      agency,
      portalAgency,
      plan,
      listPlans,
      creditPacks,
      customerOf,
      saveCustomer,
      recordEvent,
      cardSaved,
      saveCard,
      forgetCard,
      addCredits,
      takeCredits,
      giveCredits,
      creditDebt,
      setPortalPlan,
      setAgencyPlan
    } as const
  })
}) {}
