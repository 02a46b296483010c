// The outbox table (mail_outbox): where the default transport keeps mail, and what admins read.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

import { OutboxEntry } from "../../lib/mail-outbox-entry.ts"

export { OutboxEntry }

const decodeRows = Schema.decodeUnknown(Schema.Array(OutboxEntry))

export interface NewOutboxEntry {
  readonly to: ReadonlyArray<string>
  readonly subject: string
  readonly text: string
  readonly html: string | null
}

export const insertOutbox = (entry: NewOutboxEntry) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql`INSERT INTO mail_outbox ("to", subject, text, html)
        VALUES (${entry.to.join(", ")}, ${entry.subject}, ${entry.text}, ${entry.html})`.pipe(Effect.asVoid)
  )

/** Recipients are stored as "a@x, b@y"; match one of them, ignoring case. */
export const latestOutbox = (to: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT id::int AS id, "to", subject, text, html, created_at FROM mail_outbox
      WHERE ${to.trim().toLowerCase()} = ANY (string_to_array(lower("to"), ', '))
      ORDER BY id DESC LIMIT 1`
    const entries = yield* decodeRows(rows)
    return Option.fromNullable(entries[0])
  })

export const recentOutbox = (limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT id::int AS id, "to", subject, text, html, created_at FROM mail_outbox
      ORDER BY id DESC LIMIT ${Math.max(1, Math.min(limit, 500))}`
    return yield* decodeRows(rows)
  })
