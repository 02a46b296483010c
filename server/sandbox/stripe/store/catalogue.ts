// The seeded prices and coupons (see ../seed.ts), read-only at run time.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

const PriceRow = Schema.Struct({
  id: Schema.String,
  product: Schema.String,
  unit_amount: Schema.Number,
  currency: Schema.String,
  recurring_interval: Schema.String
})
export type PriceRow = typeof PriceRow.Type

const CouponRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  percent_off: Schema.NullOr(Schema.Number),
  amount_off: Schema.NullOr(Schema.Number),
  currency: Schema.NullOr(Schema.String),
  valid: Schema.Boolean
})
export type CouponRow = typeof CouponRow.Type

const decodePrices = Schema.decodeUnknown(Schema.Array(PriceRow))
const decodeCoupons = Schema.decodeUnknown(Schema.Array(CouponRow))

export const priceJson = (row: PriceRow) => ({
  id: row.id,
  object: "price",
  active: true,
  product: row.product,
  unit_amount: row.unit_amount,
  currency: row.currency,
  type: "recurring",
  recurring: { interval: row.recurring_interval, interval_count: 1, usage_type: "licensed" },
  livemode: false
})

export const couponJson = (row: CouponRow) => ({
  id: row.id,
  object: "coupon",
  name: row.name,
  amount_off: row.amount_off,
  percent_off: row.percent_off,
  currency: row.currency,
  duration: "once",
  valid: row.valid,
  livemode: false
})

/** The amount left to charge after the coupon; never below zero (BIGOFF makes a plan free). */
export const discounted = (amount: number, coupon: CouponRow | undefined): number => {
  if (coupon === undefined) return amount
  const off = coupon.percent_off !== null ? Math.round((amount * coupon.percent_off) / 100) : coupon.amount_off ?? 0
  return Math.max(0, amount - off)
}

export const findPrice = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decodePrices(yield* sql`SELECT id, product, unit_amount, currency, recurring_interval FROM sandbox_stripe_prices WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

export const findCoupon = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decodeCoupons(yield* sql`
      SELECT id, name, percent_off::float8 AS percent_off, amount_off, currency, valid FROM sandbox_stripe_coupons WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)
