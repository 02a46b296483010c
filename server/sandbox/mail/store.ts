// The sandbox mail's reads of the outbox table (mail_outbox), newest first.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

import { OutboxEntry } from "../../lib/mail-outbox-entry.ts"

const decodeRows = Schema.decodeUnknown(Schema.Array(OutboxEntry))

const LIMIT = 200

/** Newest first; `to` keeps the messages one of whose recipients is that address (ignoring case). */
export const listMessages = (to: Option.Option<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const filter = Option.match(
      Option.filter(
        Option.map(to, (address) => address.trim().toLowerCase()),
        (address) => address !== ""
      ),
      {
        onNone: () => sql`TRUE`,
        onSome: (address) => sql`${address} = ANY (string_to_array(lower("to"), ', '))`
      }
    )
    const rows = yield* sql`
      SELECT id::int AS id, "to", subject, text, html, created_at FROM mail_outbox
      WHERE ${filter} ORDER BY id DESC LIMIT ${LIMIT}`
    return yield* decodeRows(rows)
  })

export const findMessage = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT id::int AS id, "to", subject, text, html, created_at FROM mail_outbox WHERE id = ${id}`
    return Option.fromNullable((yield* decodeRows(rows))[0])
  })
