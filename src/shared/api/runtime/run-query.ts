// Runs a request for the query cache: resolves with its value, rejects with its ApiError; aborts interrupt it.
import { Cause, type Effect, Exit, Option } from "effect"

import type { ApiClient } from "../client/api-client.ts"
import type { ApiError } from "../errors/api-error.ts"
import { catalogueError } from "../errors/catalogue.ts"
import type { ApiRuntime } from "./runtime-context.ts"

/** The ApiError an exit failed with; a defect shows as the catalogue's generic error. */
export const failureOf = (cause: Cause.Cause<ApiError>): Option.Option<ApiError> =>
  Cause.isInterruptedOnly(cause)
    ? Option.none()
    : Option.orElse(Cause.failureOption(cause), () => Option.some(catalogueError({ _tag: "Unexpected", status: 0 })))

export const runQuery = <A>(runtime: ApiRuntime, effect: Effect.Effect<A, ApiError, ApiClient>, signal: AbortSignal): Promise<A> =>
  runtime.runPromiseExit(effect, { signal }).then((exit) => {
    if (Exit.isSuccess(exit)) return exit.value
    throw Option.getOrElse(failureOf(exit.cause), () => catalogueError({ _tag: "Unexpected", status: 0 }))
  })
