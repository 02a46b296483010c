// Side effects of some failures (spec 1 section 8) are the app's business: it injects them here.
import { Context } from "effect"

export class ApiFailureHooks extends Context.Tag("shared/ApiFailureHooks")<
  ApiFailureHooks,
  {
    /** A 400 answer: the app shows /400. */
    readonly onBadRequest: () => void
    /** A 401 answer: the app clears the session and goes to /. */
    readonly onUnauthorized: () => void
    /** A call met a busy CRM and is being retried (true), or is no longer (false): the app tells the user. */
    readonly onCrmBusy?: (busy: boolean) => void
  }
>() {}
