// Runs user-triggered effects (form submits); pending while any runs, interrupted if the component unmounts.
// A run that succeeds invalidates exactly the keys the caller names (from the entities' key factories): what
// the server changed when it succeeded, so the screens showing it read it again and nothing else is asked.
import { type QueryKey, useQueryClient } from "@tanstack/react-query"
import { Effect, Exit, Fiber } from "effect"
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react"

import type { ApiClient } from "../client/api-client.ts"
import type { ApiError } from "../errors/api-error.ts"
import { useRuntime } from "./runtime-context.ts"

export interface ApiAction {
  readonly isPending: boolean
  /**
   * Resolves with the exit; an interrupted run (unmount) resolves with an interrupted exit. `invalidates`
   * replaces the hook's list for this run (a hook whose calls change different things).
   */
  readonly run: <A>(effect: Effect.Effect<A, ApiError, ApiClient>, invalidates?: ReadonlyArray<QueryKey>) => Promise<Exit.Exit<A, ApiError>>
}

export interface ApiActionOptions {
  /**
   * The query keys a successful run invalidates (each with everything under it): what the server changes
   * when it succeeds; an empty list for an action that changes nothing cached or writes its answer into the
   * cache itself (setQueryData). A list that depends on the effect's value can be given per run instead.
   */
  readonly invalidates: ReadonlyArray<QueryKey>
}

export function useApiAction(options: ApiActionOptions): ApiAction {
  const runtime = useRuntime()
  const queryClient = useQueryClient()
  const invalidates = useRef(options.invalidates)
  // Callers pass a new list each render: a run that ends later invalidates the latest one.
  useLayoutEffect(() => {
    invalidates.current = options.invalidates
  })
  const [pending, setPending] = useState(0)
  const running = useRef(new Set<Fiber.RuntimeFiber<unknown, unknown>>())
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    const fibers = running.current
    return () => {
      mounted.current = false
      fibers.forEach((fiber) => Effect.runFork(Fiber.interrupt(fiber)))
      fibers.clear()
    }
  }, [])

  const run = useCallback(
    <A>(effect: Effect.Effect<A, ApiError, ApiClient>, only?: ReadonlyArray<QueryKey>) =>
      new Promise<Exit.Exit<A, ApiError>>((resolve) => {
        const fiber = runtime.runFork(effect)
        running.current.add(fiber)
        setPending((n) => n + 1)
        fiber.addObserver((exit) => {
          running.current.delete(fiber)
          if (mounted.current) setPending((n) => n - 1)
          if (Exit.isSuccess(exit)) {
            const filters = (only ?? invalidates.current).map((queryKey) => ({ queryKey }))
            // A read still in flight started before the change: TanStack Query would hand a refetch that
            // very read (it only cancels reads that already have data), so it is cancelled now. The refetch
            // comes a moment later and joins a read the caller started meanwhile (a list it reloads) instead
            // of asking twice.
            filters.forEach(
              (filter) => void queryClient.cancelQueries(filter).then(() => queryClient.invalidateQueries(filter, { cancelRefetch: false }))
            )
          }
          resolve(exit)
        })
      }),
    [runtime, queryClient]
  )

  return { isPending: pending > 0, run }
}
