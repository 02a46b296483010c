// The /sr-upgrade flow: review (current → latest, release notes, files), then the upgrade batch's
// progress, then up to date — or the connection-issues case with Retry (the server resumes the batch). The
// batch is followed as its query (batchQueries.progress), read every second until it ends; a failed read
// ends the following with its message. Before the batch starts, the theme files it would write over edits
// made in HubSpot are reviewed (the overwrite review's modal), and the user's choices go with the upgrade.
import { type QueryKey, useQueryClient } from "@tanstack/react-query"
import { Duration, Exit, Option } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"

import { batchKeys, useFollowedBatch } from "@/entities/batch"
import { fileKeys } from "@/entities/file"
import { moduleKeys, upgradeKeys } from "@/entities/module"
import { isOverwriteReviewError, useOverwriteReview } from "@/entities/overwrite"
import { portalKeys } from "@/entities/portal"
import { type ApiError, type Batch, failureOf, useApiAction } from "@/shared/api"

import { startUpgrade } from "../api/version.ts"

/** The upgrade page polls faster than the editor's 5 seconds. */
export const UPGRADE_POLL_INTERVAL: Duration.DurationInput = "1 second"

export type UpgradeState =
  | { readonly kind: "review" }
  | { readonly kind: "running"; readonly batchId: string; readonly done: number; readonly total: number }
  | { readonly kind: "up-to-date" }
  | { readonly kind: "connection-issues" }
  | { readonly kind: "error"; readonly message: string }

/** What the actions decided: the state shown, or the batch being followed (its query tells the rest). */
type Step = Exclude<UpgradeState, { readonly kind: "running" }> | { readonly kind: "following"; readonly batchId: string }

const ended = (batch: Batch) => batch.progress >= 100 || batch.processedJobs + batch.failedJobs >= batch.totalJobs
const complete = (batch: Batch) => batch.failedJobs === 0 && batch.processedJobs === batch.totalJobs

/** The state a followed batch shows: its progress while it runs, then how it ended; a failed read, its message. */
const followedState = (batchId: string, batch: Batch | undefined, error: ApiError | null): UpgradeState => {
  if (error !== null) return { kind: "error", message: error.serverMessage ?? error.message }
  if (batch === undefined) return { kind: "running", batchId, done: 0, total: 0 }
  if (!ended(batch)) return { kind: "running", batchId, done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs }
  return complete(batch) ? { kind: "up-to-date" } : { kind: "connection-issues" }
}

/** A theme upgrade changes the portal (its version) with its theme files and modules, and what waits for an upgrade. */
const changedKeys = (portalId: number): ReadonlyArray<QueryKey> => [
  portalKeys.record(portalId),
  portalKeys.lists(),
  fileKeys.ofPortal(portalId),
  moduleKeys.ofPortal(portalId),
  upgradeKeys.ofPortal(portalId),
  batchKeys.ofPortal(portalId)
]

export function useUpgradePortal(portalId: number, pollInterval?: Duration.DurationInput) {
  const { run, isPending } = useApiAction({ invalidates: changedKeys(portalId) })
  const overwrite = useOverwriteReview()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>({ kind: "review" })
  const batchId = step.kind === "following" ? step.batchId : null
  const followed = useFollowedBatch(batchId, ended, pollInterval ?? UPGRADE_POLL_INTERVAL)
  const state: UpgradeState = step.kind === "following" ? followedState(step.batchId, followed.data, followed.error) : step
  const endedBatch = batchId !== null && followed.data !== undefined && ended(followed.data) ? batchId : null

  // The upgrade has changed all it will once its batch ends: what it changed is read again, once (a read
  // in flight began before the change and is cancelled first).
  const invalidated = useRef<string | null>(null)
  useEffect(() => {
    if (endedBatch === null || invalidated.current === endedBatch) return
    invalidated.current = endedBatch
    for (const queryKey of changedKeys(portalId)) {
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }))
    }
  }, [endedBatch, portalId, queryClient])

  const upgrade = useCallback(async () => {
    const exit = await overwrite.guard(portalId, { kind: "version-upgrade" }, (resolutions) => run(startUpgrade(portalId, resolutions)))
    // The review was cancelled: nothing starts.
    if (exit === null) return
    if (Exit.isSuccess(exit)) {
      // The server resumes a batch it holds: a batch followed before is followed again from a read.
      invalidated.current = null
      void queryClient.resetQueries({ queryKey: batchKeys.record(exit.value), exact: true })
      return setStep({ kind: "following", batchId: exit.value })
    }
    Option.map(failureOf(exit.cause), (error) =>
      // Already current (another tab, or the last job landed meanwhile): nothing left to do. A file edited in
      // HubSpot again and again during the review is not that: its message says so.
      setStep(
        error.status === 409 && !isOverwriteReviewError(error)
          ? { kind: "up-to-date" }
          : { kind: "error", message: error.serverMessage ?? error.message }
      )
    )
  }, [overwrite, run, portalId, queryClient])

  return {
    state,
    upgrade,
    isStarting: (isPending || overwrite.isChecking) && state.kind !== "running",
    overwrite: overwrite.modal
  } as const
}
