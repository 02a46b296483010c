// Applying a layout: asks first, starts the batch (a refusal stays in the dialog with the server's reason),
// then follows it to its end — 'Applying n/total' while it runs, and at the end how many items succeeded
// and how many failed (each failure's reason is in the transition drawer). The Activity entry appears at
// once; a successful end refreshes every screen (modules, files, history).
import { type Duration, Exit, Option } from "effect"
import { useCallback, useState } from "react"

import { batchKeys, isBatchEnded, pollBatch, useBatchStarted } from "@/entities/batch"
import { historyKeys } from "@/entities/history"
import { type Batch, failureOf, useApiAction } from "@/shared/api"

import { applyLayout } from "../api/applyLayout.ts"

type ApplyLayoutState =
  | { readonly kind: "idle" }
  | { readonly kind: "asking"; readonly error: string | null }
  | { readonly kind: "starting" }
  | { readonly kind: "applying"; readonly done: number; readonly total: number }
  | { readonly kind: "ended"; readonly failed: number; readonly total: number }
  /** Following the batch failed (the server could not be read): it may still be running. */
  | { readonly kind: "lost"; readonly message: string }

export function useApplyLayout(layoutId: number, portalId: number, pollInterval?: Duration.DurationInput) {
  // Applying writes the layout's items into the portal's pages: its History gains entries, its batches one more.
  const { run } = useApiAction({ invalidates: [] })
  const batchStarted = useBatchStarted()
  const [state, setState] = useState<ApplyLayoutState>({ kind: "idle" })

  const confirm = useCallback(async () => {
    setState({ kind: "starting" })
    const started = await run(applyLayout(layoutId, portalId))
    if (Exit.isFailure(started)) {
      Option.match(failureOf(started.cause), {
        onNone: () => setState({ kind: "idle" }),
        onSome: (error) => setState({ kind: "asking", error: error.serverMessage ?? error.message })
      })
      return
    }
    batchStarted(portalId)
    setState({ kind: "applying", done: 0, total: 0 })
    const onProgress = (batch: Batch) =>
      setState({ kind: "applying", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs })
    const followed = await run(pollBatch(started.value, { ended: isBatchEnded, onProgress, interval: pollInterval }), [
      historyKeys.ofPortal(portalId),
      batchKeys.ofPortal(portalId)
    ])
    if (Exit.isSuccess(followed)) {
      setState({ kind: "ended", failed: followed.value.failedJobs, total: followed.value.totalJobs })
      return
    }
    Option.map(failureOf(followed.cause), (error) => setState({ kind: "lost", message: error.serverMessage ?? error.message }))
  }, [run, batchStarted, layoutId, portalId, pollInterval])

  return {
    state,
    ask: useCallback(() => setState({ kind: "asking", error: null }), []),
    cancel: useCallback(() => setState({ kind: "idle" }), []),
    confirm
  } as const
}
