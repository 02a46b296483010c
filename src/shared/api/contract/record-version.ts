// Optimistic concurrency for the records people edit in forms: agencies, plans, credit packs, users
// (also as Account Details), portals and layouts. Each carries lock_version (single GETs also answer
// `ETag: "<lock_version>"`); every change of the record raises it, whoever or whatever made the change.
// A save sends back the version it was read at — the body's lock_version, or an `If-Match: "<version>"`
// header (which wins when both are sent) — and is refused with 409 Conflict when the record has changed
// since: the message says who changed it and when ("Ada Admin changed this agency on 2 Dec 2026, 10:02
// UTC after you opened it. Reload to see their changes."), and the answer's lock_version, updated_at
// and updated_by say where the record is now. Nothing of a refused save is written. A save without
// a version is not checked (API clients keep working). Named lock_version because a portal's `version`
// is its theme's release.
import { Schema } from "effect"

import { MAX_INT32 } from "./common.ts"

const invalidVersion = { message: () => "The lock version must be a whole number of at least 1." }

/** A record's version as records carry it and saves send it back. */
const LockVersion = Schema.Number.annotations(invalidVersion).pipe(
  Schema.int(invalidVersion),
  Schema.greaterThanOrEqualTo(1, invalidVersion),
  Schema.lessThanOrEqualTo(MAX_INT32, invalidVersion)
)

/** On a record. This server always sends it; optional only so that records built without a database (fixtures) stay valid. */
export const recordVersion = { lock_version: Schema.optional(Schema.Number) }

/** On a save's payload: the version the form was read at; left out, the save is not checked. */
export const expectedVersion = { lock_version: Schema.optional(LockVersion) }
