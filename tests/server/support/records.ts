// Reads of what the server wrote, for assertions: activity-log entries and outbox mail.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import { latestOutbox } from "../../../server/integrations/mail/outbox.ts"

export interface LoggedActivity {
  readonly event: string
  readonly causer_id: number | null
  readonly subject_type: string | null
  readonly properties: Record<string, unknown>
}

/** Activity of one user, oldest first. */
export const activityOf = (userId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<LoggedActivity>`
      SELECT event, causer_id, subject_type, properties FROM activity_log WHERE causer_id = ${userId} ORDER BY id`
  ).pipe(Effect.orDie)

/** The newest mail to an address, if any. */
export const latestMail = (to: string) => latestOutbox(to).pipe(Effect.orDie)

/** The reset link of the newest mail to `to` (fails the test when there is none). */
export const resetLinkFor = (to: string) =>
  Effect.flatMap(latestMail(to), (mail) => {
    const link = Option.flatMap(mail, (entry) => Option.fromNullable(/https?:\/\/\S+\/reset-password\?\S+/.exec(entry.text)?.[0]))
    return Option.match(link, {
      onNone: () => Effect.dieMessage(`No reset link mailed to ${to}`),
      onSome: (text) => Effect.succeed(new URL(text))
    })
  })
