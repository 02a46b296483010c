// Runs user-triggered effects (form submits); pending while any runs, interrupted if the component unmounts.
import { Effect, Exit, Fiber } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import type { ApiClient } from "../client/api-client.ts"
import type { ApiError } from "../errors/api-error.ts"
import { useRuntime } from "./runtime-context.ts"

export interface ApiAction {
  readonly isPending: boolean
  /** Resolves with the exit; an interrupted run (unmount) resolves with an interrupted exit. */
  readonly run: <A>(effect: Effect.Effect<A, ApiError, ApiClient>) => Promise<Exit.Exit<A, ApiError>>
}

export function useApiAction(): ApiAction {
  const runtime = useRuntime()
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
    <A,>(effect: Effect.Effect<A, ApiError, ApiClient>) =>
      new Promise<Exit.Exit<A, ApiError>>((resolve) => {
        const fiber = runtime.runFork(effect)
        running.current.add(fiber)
        setPending((n) => n + 1)
        fiber.addObserver((exit) => {
          running.current.delete(fiber)
          if (mounted.current) setPending((n) => n - 1)
          resolve(exit)
        })
      }),
    [runtime]
  )

  return { isPending: pending > 0, run }
}
