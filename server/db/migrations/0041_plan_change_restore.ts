// An upgrade sets its coupon and card on the subscription before the charge (a pending update cannot carry
// them); when the upgrade then ends without applying (declined after 3-D Secure, abandoned until its pending
// update expired, interrupted), the subscription must get back the discount and card it had. The flag is set
// in the transaction that ends the payment and cleared once the provider has them back, so a restore cut off
// by a crash is finished by the reconciliation sweep.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`ALTER TABLE payments ADD COLUMN settings_restore_due boolean NOT NULL DEFAULT false`)
  yield* sql.unsafe(`CREATE INDEX payments_settings_restore_due ON payments (id) WHERE settings_restore_due`)
})
