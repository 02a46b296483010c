// The seeded prices and coupons (written once by migration 0009_sandbox_stripe), read-only at run time.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

const PriceRow = Schema.Struct({
  id: Schema.String,
  product: Schema.String,
  unit_amount: Schema.Number,
  currency: Schema.String,
  recurring_interval: Schema.String,
  created: Schema.Number
})
export type PriceRow = typeof PriceRow.Type

const CouponRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  percent_off: Schema.NullOr(Schema.Number),
  amount_off: Schema.NullOr(Schema.Number),
  currency: Schema.NullOr(Schema.String),
  valid: Schema.Boolean,
  created: Schema.Number,
  times_redeemed: Schema.Number
})
export type CouponRow = typeof CouponRow.Type

const decodePrices = Schema.decodeUnknown(Schema.Array(PriceRow))
const decodeCoupons = Schema.decodeUnknown(Schema.Array(CouponRow))

export const priceJson = (row: PriceRow) => ({
  id: row.id,
  object: "price",
  active: true,
  billing_scheme: "per_unit",
  created: row.created,
  currency: row.currency,
  custom_unit_amount: null,
  livemode: false,
  lookup_key: null,
  metadata: {},
  nickname: null,
  product: row.product,
  recurring: { interval: row.recurring_interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
  tax_behavior: "unspecified",
  tiers_mode: null,
  transform_quantity: null,
  type: "recurring",
  unit_amount: row.unit_amount,
  unit_amount_decimal: String(row.unit_amount)
})

export const couponJson = (row: CouponRow) => ({
  id: row.id,
  object: "coupon",
  amount_off: row.amount_off,
  created: row.created,
  currency: row.currency,
  duration: "once",
  duration_in_months: null,
  livemode: false,
  max_redemptions: null,
  metadata: {},
  name: row.name,
  percent_off: row.percent_off,
  redeem_by: null,
  times_redeemed: row.times_redeemed,
  valid: row.valid
})

/** The amount left to charge after the coupon; never below zero (BIGOFF makes a plan free). */
export const discounted = (amount: number, coupon: CouponRow | undefined): number => {
  if (coupon === undefined) return amount
  const off = coupon.percent_off !== null ? Math.round((amount * coupon.percent_off) / 100) : (coupon.amount_off ?? 0)
  return Math.max(0, amount - off)
}

export const findPrice = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decodePrices(
      yield* sql`SELECT id, product, unit_amount, currency, recurring_interval, created FROM sandbox_stripe_prices WHERE id = ${id}`
    )
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

export const findCoupon = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decodeCoupons(
      yield* sql`
      SELECT c.id, c.name, c.percent_off::float8 AS percent_off, c.amount_off, c.currency, c.valid, c.created,
             -- Each subscription created with the coupon is one redemption.
             (SELECT count(*)::int FROM sandbox_stripe_subscriptions s WHERE s.coupon = c.id) AS times_redeemed
      FROM sandbox_stripe_coupons c WHERE c.id = ${id}`
    )
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)
