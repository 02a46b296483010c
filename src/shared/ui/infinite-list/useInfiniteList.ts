// Pages of a list loaded one after another (infinite scroll): a new key starts again from page 1;
// loadMore asks for the next page unless one is loading or the last page is in.
import { Effect, Exit, Fiber, Option } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import { type ApiClient, type ApiError, failureOf, useRuntime } from "@/shared/api"

export interface ListPage<A> {
  readonly rows: ReadonlyArray<A>
  readonly totalPages: number
}

export interface InfiniteList<A> {
  readonly rows: ReadonlyArray<A>
  readonly status: "loading" | "idle" | "failure"
  readonly error: ApiError | null
  readonly hasMore: boolean
  readonly loadMore: () => void
  /** Starts again from page 1 (after a delete, say). */
  readonly reload: () => void
}

interface Loaded<A> {
  readonly rows: ReadonlyArray<A>
  readonly page: number
  readonly totalPages: number
}

const EMPTY: Loaded<never> = { rows: [], page: 0, totalPages: 1 }

export function useInfiniteList<A>(key: string, fetchPage: (page: number) => Effect.Effect<ListPage<A>, ApiError, ApiClient>): InfiniteList<A> {
  const runtime = useRuntime()
  const [loaded, setLoaded] = useState<Loaded<A>>(EMPTY)
  const [status, setStatus] = useState<InfiniteList<A>["status"]>("loading")
  const [error, setError] = useState<ApiError | null>(null)
  const [generation, setGeneration] = useState(0)
  const latest = useRef(fetchPage)
  latest.current = fetchPage
  const running = useRef<Fiber.RuntimeFiber<ListPage<A>, ApiError> | null>(null)

  const load = useCallback(
    (page: number, previous: ReadonlyArray<A>) => {
      if (running.current !== null) Effect.runFork(Fiber.interrupt(running.current))
      setStatus("loading")
      setError(null)
      const fiber = runtime.runFork(latest.current(page))
      running.current = fiber
      fiber.addObserver((exit) => {
        if (running.current !== fiber) return
        running.current = null
        if (Exit.isSuccess(exit)) {
          setLoaded({ rows: [...previous, ...exit.value.rows], page, totalPages: exit.value.totalPages })
          setStatus("idle")
          return
        }
        Option.map(failureOf(exit.cause), (failure) => {
          setError(failure)
          setStatus("failure")
        })
      })
    },
    [runtime]
  )

  useEffect(() => {
    setLoaded(EMPTY)
    load(1, [])
    return () => {
      if (running.current !== null) Effect.runFork(Fiber.interrupt(running.current))
      running.current = null
    }
  }, [key, generation, load])

  const hasMore = loaded.page < loaded.totalPages
  const loadMore = useCallback(() => {
    if (status === "loading" || !hasMore) return
    load(loaded.page + 1, loaded.rows)
  }, [status, hasMore, load, loaded])
  const reload = useCallback(() => setGeneration((n) => n + 1), [])

  return { rows: loaded.rows, status, error, hasMore: hasMore && loaded.page > 0, loadMore, reload }
}
