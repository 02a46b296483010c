// Customers of the sandbox account, and their JSON as Stripe answers it.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

import { newId } from "./ids.ts"

const CustomerRow = Schema.Struct({
  id: Schema.String,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  metadata: Schema.Record({ key: Schema.String, value: Schema.String }),
  default_payment_method: Schema.NullOr(Schema.String),
  created: Schema.Number
})
export type CustomerRow = typeof CustomerRow.Type

const decode = Schema.decodeUnknown(Schema.Array(CustomerRow))

export const customerJson = (row: CustomerRow) => ({
  id: row.id,
  object: "customer",
  address: null,
  balance: 0,
  created: row.created,
  currency: null,
  default_source: null,
  delinquent: false,
  description: null,
  discount: null,
  email: row.email,
  // Stripe gives each customer an invoice number prefix of its own.
  invoice_prefix: row.id.slice(4, 12).toUpperCase(),
  invoice_settings: { default_payment_method: row.default_payment_method, custom_fields: null, footer: null, rendering_options: null },
  livemode: false,
  metadata: row.metadata,
  name: row.name,
  next_invoice_sequence: 1,
  phone: null,
  preferred_locales: [],
  shipping: null,
  tax_exempt: "none",
  test_clock: null
})

export const findCustomer = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(
      yield* sql`
      SELECT id, name, email, metadata, default_payment_method, extract(epoch FROM created_at)::int AS created
      FROM sandbox_stripe_customers WHERE id = ${id}`
    )
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

export const createCustomer = (fields: {
  readonly name: string | null
  readonly email: string | null
  readonly metadata: Record<string, string>
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId("cus")
    yield* sql`
      INSERT INTO sandbox_stripe_customers (id, name, email, metadata)
      VALUES (${id}, ${fields.name}, ${fields.email}, ${JSON.stringify(fields.metadata)}::jsonb)`
    return id
  }).pipe(Effect.orDie)

export const updateCustomer = (customer: CustomerRow) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE sandbox_stripe_customers
      SET name = ${customer.name}, email = ${customer.email}, metadata = ${JSON.stringify(customer.metadata)}::jsonb,
          default_payment_method = ${customer.default_payment_method}
      WHERE id = ${customer.id}`
  }).pipe(Effect.orDie)
