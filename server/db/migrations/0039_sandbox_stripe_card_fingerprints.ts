// The sandbox payments' card fingerprint, as Stripe keeps one per card number within the account: the
// same number saved twice (a card form retried, a card entered again) has the same fingerprint, so the
// app can tell the two PaymentMethods are one card. Cards saved before this keep the fingerprint they
// were shown with (brand, last4 and expiry stood in for the number), left NULL here and derived on read.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`ALTER TABLE sandbox_stripe_payment_methods ADD COLUMN fingerprint text`)
})
