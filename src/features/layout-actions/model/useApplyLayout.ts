// Applying a layout: asks first, starts the batch (a refusal stays in the dialog with the server's reason),
// then follows it to its end — 'Applying n/total' while it runs, and at the end how many items succeeded
// and how many failed (each failure's reason is in the transition drawer). The Activity entry appears at
// once; a successful end refreshes every screen (modules, files, history).
import { useQueryClient } from "@tanstack/react-query"
import { Duration, Exit, Option } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"

import { batchKeys, isBatchEnded, useBatchStarted, useFollowedBatch } from "@/entities/batch"
import { historyKeys } from "@/entities/history"
import { useOverwriteReview } from "@/entities/overwrite"
import { type ApiError, type Batch, failureOf, useApiAction } from "@/shared/api"

import { applyLayout } from "../api/applyLayout.ts"

type ApplyLayoutState =
  | { readonly kind: "idle" }
  | { readonly kind: "asking"; readonly error: string | null }
  | { readonly kind: "starting" }
  | { readonly kind: "applying"; readonly done: number; readonly total: number }
  | { readonly kind: "ended"; readonly failed: number; readonly total: number }
  /** Following the batch failed (the server could not be read): it may still be running. */
  | { readonly kind: "lost"; readonly message: string }

/** What the steps decided: the state shown, or the batch being followed (its query, read until it ends, tells the rest). */
type Step =
  Exclude<ApplyLayoutState, { readonly kind: "applying" | "ended" | "lost" }> | { readonly kind: "following"; readonly batchId: string }

const followedState = (batch: Batch | undefined, error: ApiError | null): ApplyLayoutState => {
  if (error !== null) return { kind: "lost", message: error.serverMessage ?? error.message }
  if (batch === undefined) return { kind: "applying", done: 0, total: 0 }
  if (!isBatchEnded(batch)) return { kind: "applying", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs }
  return { kind: "ended", failed: batch.failedJobs, total: batch.totalJobs }
}

export function useApplyLayout(layoutId: number, portalId: number, pollInterval?: Duration.DurationInput) {
  // Applying writes the layout's items into the portal's pages: its History gains entries, its batches one more.
  const { run } = useApiAction({ invalidates: [] })
  // Before the batch starts, the files it would write over edits made in HubSpot are reviewed.
  const overwrite = useOverwriteReview()
  const queryClient = useQueryClient()
  const batchStarted = useBatchStarted()
  const [step, setStep] = useState<Step>({ kind: "idle" })
  const batchId = step.kind === "following" ? step.batchId : null
  const followed = useFollowedBatch(batchId, isBatchEnded, pollInterval)
  const state: ApplyLayoutState = step.kind === "following" ? followedState(followed.data, followed.error) : step
  const endedBatch = batchId !== null && followed.data !== undefined && isBatchEnded(followed.data) ? batchId : null

  // Once the batch ends the portal's History and batches are read again, once (a read in flight began before).
  const invalidated = useRef<string | null>(null)
  useEffect(() => {
    if (endedBatch === null || invalidated.current === endedBatch) return
    invalidated.current = endedBatch
    for (const queryKey of [historyKeys.ofPortal(portalId), batchKeys.ofPortal(portalId)]) {
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }))
    }
  }, [endedBatch, portalId, queryClient])

  const confirm = useCallback(async () => {
    setStep({ kind: "starting" })
    const started = await overwrite.guard(portalId, { kind: "layout", layout_id: layoutId }, (resolutions) =>
      run(applyLayout(layoutId, portalId, resolutions))
    )
    // The review was cancelled: nothing starts.
    if (started === null) return setStep({ kind: "idle" })
    if (Exit.isFailure(started)) {
      Option.match(failureOf(started.cause), {
        onNone: () => setStep({ kind: "idle" }),
        onSome: (error) => setStep({ kind: "asking", error: error.serverMessage ?? error.message })
      })
      return
    }
    batchStarted(portalId)
    setStep({ kind: "following", batchId: started.value })
  }, [overwrite, run, batchStarted, layoutId, portalId])

  return {
    state,
    ask: useCallback(() => setStep({ kind: "asking", error: null }), []),
    cancel: useCallback(() => setStep({ kind: "idle" }), []),
    confirm,
    overwrite: overwrite.modal
  } as const
}
