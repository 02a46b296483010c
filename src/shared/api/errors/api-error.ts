// The one error every API call fails with on the SPA side: the catalogue message plus what the server said.
import { Data } from "effect"

import type { FieldErrorMap } from "../contract/field-errors.ts"

export class ApiError extends Data.TaggedError("ApiError")<{
  /** HTTP status of the answer; 0 when no answer arrived or it could not be read. */
  readonly status: number
  /** The catalogue message (spec 1 section 8): what the user is shown. */
  readonly message: string
  /** Application code from the body's status_code (40001, 40010). */
  readonly statusCode?: number
  /** The server's own message, kept for rules that look at it (the CRM reconnect check). */
  readonly serverMessage?: string
  /** A 422's refused fields with their messages (the answer's `errors`), for forms to show beside each. */
  readonly fieldErrors?: FieldErrorMap
}> {}
