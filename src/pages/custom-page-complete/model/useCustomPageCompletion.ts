// Follows a page template's install batch to its page (createPageCustomBatch). The batch is followed as its
// query (batchQueries.progress), read every second until it ends; once it ends complete the page is asked
// for, once per following. The server makes the page when the batch's last job lands, so it answers the
// same page however often it is asked.
import { useQueryClient } from "@tanstack/react-query"
import { Duration, Effect, Exit, Option } from "effect"
import { useCallback, useEffect, useState } from "react"

import { batchKeys, CONNECTION_ISSUES, useFollowedBatch } from "@/entities/batch"
import { historyKeys } from "@/entities/history"
import { pageTemplateKeys } from "@/entities/page-template"
import { batchOutcome, createPage } from "@/features/install-page-template"
import { type ApiError, type Batch, type CreatedPage, failureOf, useApiAction } from "@/shared/api"

/** A page of its own polls faster than the drawer's 5 seconds. */
export const COMPLETION_POLL_INTERVAL: Duration.DurationInput = "1 second"

export type CompletionState =
  /** total is 0 until the batch's first read. */
  | { readonly kind: "installing"; readonly done: number; readonly total: number }
  | { readonly kind: "created"; readonly page: CreatedPage }
  | { readonly kind: "failed"; readonly message: string }

const STARTING: CompletionState = { kind: "installing", done: 0, total: 0 }

const ended = (batch: Batch) => batchOutcome(batch) !== "running"

/** The state a followed batch shows until its page is known: its progress; a failed read, its message. */
const followedState = (batch: Batch | undefined, error: ApiError | null): CompletionState => {
  if (error !== null) return { kind: "failed", message: error.serverMessage ?? error.message }
  if (batch === undefined) return STARTING
  return { kind: "installing", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs }
}

/** How one following of a batch ended (Check again follows it anew). */
interface Ending {
  readonly batchId: string
  readonly attempt: number
  readonly state: CompletionState
}

export function useCustomPageCompletion(batchId: string, pollInterval: Duration.DurationInput = COMPLETION_POLL_INTERVAL) {
  // The page is made: its portal's templates, History and batches change (the portal is not known here).
  const { run, isPending } = useApiAction({ invalidates: [pageTemplateKeys.lists(), historyKeys.lists(), batchKeys.lists()] })
  const queryClient = useQueryClient()
  const followed = useFollowedBatch(batchId, ended, pollInterval)
  const [attempt, setAttempt] = useState(0)
  const [ending, setEnding] = useState<Ending | null>(null)
  const outcome = followed.data !== undefined && ended(followed.data) ? batchOutcome(followed.data) : null
  const state =
    ending !== null && ending.batchId === batchId && ending.attempt === attempt
      ? ending.state
      : followedState(followed.data, followed.error)

  // The batch ended: a complete one makes its page, an incomplete one says so; once per following.
  useEffect(() => {
    if (outcome === null) return
    let current = true
    const flow =
      outcome === "complete"
        ? Effect.map(createPage(batchId), (page): CompletionState => ({ kind: "created", page }))
        : Effect.succeed<CompletionState>({ kind: "failed", message: CONNECTION_ISSUES })
    void run(flow).then((exit) => {
      if (!current) return
      if (Exit.isSuccess(exit)) return setEnding({ batchId, attempt, state: exit.value })
      // An interruption (the page closed) leaves nothing to show.
      Option.map(failureOf(exit.cause), (error) =>
        setEnding({ batchId, attempt, state: { kind: "failed", message: error.serverMessage ?? error.message } })
      )
    })
    return () => {
      current = false
    }
  }, [run, batchId, outcome, attempt])

  /** Reads the batch again (after a network failure; a failed batch stays failed). */
  const retry = useCallback(() => {
    void queryClient.resetQueries({ queryKey: batchKeys.record(batchId), exact: true })
    setAttempt((n) => n + 1)
  }, [queryClient, batchId])

  return { state, retry, isRetrying: isPending && state.kind === "failed" } as const
}
