// Loads data with an effect while the component is mounted; a new key or unmount interrupts the load.
import { Cause, Effect, Exit, Fiber, Option } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import type { ApiClient } from "../client/api-client.ts"
import type { ApiError } from "../errors/api-error.ts"
import { catalogueError } from "../errors/catalogue.ts"
import { useRuntime } from "./runtime-context.ts"

export type QueryState<A> =
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: A }
  | { readonly status: "failure"; readonly error: ApiError }

export type QueryResult<A> = QueryState<A> & { readonly reload: () => void }

/** The ApiError an exit failed with; a defect shows as the catalogue's generic error. */
export const failureOf = (cause: Cause.Cause<ApiError>): Option.Option<ApiError> =>
  Cause.isInterruptedOnly(cause)
    ? Option.none()
    : Option.orElse(Cause.failureOption(cause), () => Option.some(catalogueError({ _tag: "Unexpected", status: 0 })))

/**
 * `key` names what is loaded: when it changes the effect runs again. The effect of the latest render is
 * used, so callers need not memoise it. A `null` key loads nothing.
 */
export function useApiQuery<A>(key: string | null, effect: Effect.Effect<A, ApiError, ApiClient>): QueryResult<A> {
  const runtime = useRuntime()
  const [state, setState] = useState<QueryState<A>>({ status: "loading" })
  const [generation, setGeneration] = useState(0)
  const latest = useRef(effect)
  latest.current = effect

  useEffect(() => {
    if (key === null) return
    setState({ status: "loading" })
    const fiber = runtime.runFork(latest.current)
    fiber.addObserver((exit) => {
      if (Exit.isSuccess(exit)) return setState({ status: "success", data: exit.value })
      Option.map(failureOf(exit.cause), (error) => setState({ status: "failure", error }))
    })
    return () => {
      Effect.runFork(Fiber.interrupt(fiber))
    }
  }, [key, runtime, generation])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  return { ...state, reload }
}
