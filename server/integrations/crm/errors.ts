// What can go wrong talking to HubSpot, as tags callers can act on. Messages are HubSpot's own
// or fixed sentences; transport details and stacks stay out.
import { Data } from "effect"

/** The refresh token is missing, revoked or invalid: the portal must be connected again (40001). */
export class CrmReconnectRequired extends Data.TaggedError("CrmReconnectRequired")<{ readonly message: string }> {}

/** The access token is invalid or expired: refresh it and retry. */
export class CrmUnauthorized extends Data.TaggedError("CrmUnauthorized")<{ readonly message: string }> {}

/** The grant lacks a scope the call needs, e.g. hubdb (40010). */
export class CrmMissingScopes extends Data.TaggedError("CrmMissingScopes")<{
  readonly message: string
  readonly requiredScopes: ReadonlyArray<string>
}> {}

export class CrmNotFound extends Data.TaggedError("CrmNotFound")<{ readonly message: string }> {}

/** Anything else: HubSpot refused the request, answered unexpectedly, or could not be reached. */
export class CrmRequestFailed extends Data.TaggedError("CrmRequestFailed")<{
  readonly message: string
  /** HTTP status when HubSpot answered. */
  readonly status?: number
  /** HubSpot's status code word, such as BAD_AUTH_CODE or VALIDATION_ERROR. */
  readonly code?: string
  readonly correlationId?: string
}> {}

/**
 * HubSpot kept answering 429 (its rate limit) after the client had waited for the window and tried again:
 * the work can be tried again later; nothing was done.
 */
export class CrmRateLimited extends Data.TaggedError("CrmRateLimited")<{
  readonly message: string
  /** HubSpot's policy, such as TEN_SECONDLY_ROLLING. */
  readonly policyName?: string
  /** How long HubSpot's window is (X-HubSpot-RateLimit-Interval-Milliseconds), when it said. */
  readonly intervalMs?: number
}> {}

export type CrmError = CrmReconnectRequired | CrmUnauthorized | CrmMissingScopes | CrmNotFound | CrmRateLimited | CrmRequestFailed
