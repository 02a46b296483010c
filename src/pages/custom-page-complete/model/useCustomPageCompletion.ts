// Follows a page template's install batch to its page (createPageCustomBatch). The server makes the
// page when the batch's last job lands, so this answers the same page however often it is asked.
import { type Duration, Effect, Exit, Option } from "effect"
import { useCallback, useEffect, useState } from "react"

import { batchKeys, CONNECTION_ISSUES, pollBatch } from "@/entities/batch"
import { historyKeys } from "@/entities/history"
import { pageTemplateKeys } from "@/entities/page-template"
import { batchOutcome, createPage } from "@/features/install-page-template"
import { type ApiClient, type ApiError, type Batch, type CreatedPage, failureOf, useApiAction } from "@/shared/api"

/** A page of its own polls faster than the drawer's 5 seconds. */
export const COMPLETION_POLL_INTERVAL: Duration.DurationInput = "1 second"

export type CompletionState =
  /** total is 0 until the batch's first read. */
  | { readonly kind: "installing"; readonly done: number; readonly total: number }
  | { readonly kind: "created"; readonly page: CreatedPage }
  | { readonly kind: "failed"; readonly message: string }

const STARTING: CompletionState = { kind: "installing", done: 0, total: 0 }

export function useCustomPageCompletion(batchId: string, pollInterval: Duration.DurationInput = COMPLETION_POLL_INTERVAL) {
  // The page is made: its portal's templates, History and batches change (the portal is not known here).
  const { run, isPending } = useApiAction({ invalidates: [pageTemplateKeys.lists(), historyKeys.lists(), batchKeys.lists()] })
  const [state, setState] = useState<CompletionState>(STARTING)
  const [attempt, setAttempt] = useState(0)
  // Another batch is followed from the start.
  const [followed, setFollowed] = useState(batchId)
  if (followed !== batchId) {
    setFollowed(batchId)
    setState(STARTING)
  }

  useEffect(() => {
    const onProgress = (batch: Batch) =>
      setState({ kind: "installing", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs })
    const flow: Effect.Effect<CompletionState, ApiError, ApiClient> = pollBatch(batchId, {
      ended: (batch) => batchOutcome(batch) !== "running",
      onProgress,
      interval: pollInterval
    }).pipe(
      Effect.flatMap((batch) =>
        batchOutcome(batch) === "complete"
          ? Effect.map(createPage(batch.id), (page): CompletionState => ({ kind: "created", page }))
          : Effect.succeed<CompletionState>({ kind: "failed", message: CONNECTION_ISSUES })
      )
    )
    void run(flow).then((exit) => {
      if (Exit.isSuccess(exit)) return setState(exit.value)
      // An interruption (the page closed) leaves nothing to show.
      Option.map(failureOf(exit.cause), (error) => setState({ kind: "failed", message: error.serverMessage ?? error.message }))
    })
  }, [run, batchId, pollInterval, attempt])

  /** Reads the batch again (after a network failure; a failed batch stays failed). */
  const retry = useCallback(() => {
    setState(STARTING)
    setAttempt((n) => n + 1)
  }, [])

  return { state, retry, isRetrying: isPending && state.kind === "failed" } as const
}
