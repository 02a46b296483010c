// The daily digest: a user may ask (off by default) for one mail a day listing their unread personal What's
// New entries. digest_sends holds one row per user and UTC day once that day's mail is in the outbox; it is
// written in the outbox's transaction, so its primary key is what keeps a restarted server from mailing twice.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `ALTER TABLE users ADD COLUMN daily_digest boolean NOT NULL DEFAULT false`,
  `CREATE TABLE digest_sends (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    day date NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, day)
  )`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
