// A row of the outbox table (mail_outbox): what the default mail transport writes and what the sandbox
// mailbox shows. Shared here so that neither side imports the other.
import { Schema } from "effect"

export class OutboxEntry extends Schema.Class<OutboxEntry>("OutboxEntry")({
  id: Schema.Number,
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  html: Schema.NullOr(Schema.String),
  created_at: Schema.DateFromSelf
}) {}
