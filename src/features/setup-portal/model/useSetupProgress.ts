// Follows a setup batch on the installer page: progress while it runs, then ready or the
// connection-issues case; Retry starts the same setup again (the server resumes or restarts it). The batch
// is followed as its query (batchQueries.progress), read every second until it ends; a failed read ends
// the following with its message.
import { useQueryClient } from "@tanstack/react-query"
import { Duration, Exit, Option } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"

import { useFollowedBatch } from "@/entities/batch"
import { type ApiError, type Batch, failureOf, useApiAction } from "@/shared/api"

import { startCustomSetup, startSetup } from "../api/setup.ts"
import { isSetupComplete, isSetupEnded } from "./outcome.ts"
import { setupKeys } from "./setupKeys.ts"

/** The installer has its own page, so it polls faster than the editor's 5 seconds. */
export const INSTALLER_POLL_INTERVAL: Duration.DurationInput = "1 second"

export type SetupProgressState =
  | { readonly kind: "running"; readonly done: number; readonly total: number }
  | { readonly kind: "ready" }
  | { readonly kind: "connection-issues" }
  | { readonly kind: "error"; readonly message: string }

const STARTING: SetupProgressState = { kind: "running", done: 0, total: 0 }

export interface SetupProgressOptions {
  readonly portalId: number
  readonly batchId: string
  /** The custom folder of the setup, when it has one (Retry starts the same setup). */
  readonly folder?: string | undefined
  readonly pollInterval?: Duration.DurationInput | undefined
  /** Retry started a new batch: the page follows that one instead. */
  readonly onRestarted: (batchId: string) => void
}

/** The state a followed batch shows: its progress while it runs, then how it ended; a failed read, its message. */
const followedState = (batch: Batch | undefined, error: ApiError | null): SetupProgressState => {
  if (error !== null) return { kind: "error", message: error.serverMessage ?? error.message }
  if (batch === undefined) return STARTING
  if (!isSetupEnded(batch)) return { kind: "running", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs }
  return isSetupComplete(batch) ? { kind: "ready" } : { kind: "connection-issues" }
}

export function useSetupProgress({ portalId, batchId, folder, pollInterval, onRestarted }: SetupProgressOptions) {
  const { run, isPending } = useApiAction({ invalidates: setupKeys(portalId) })
  const queryClient = useQueryClient()
  const followed = useFollowedBatch(batchId, isSetupEnded, pollInterval ?? INSTALLER_POLL_INTERVAL)
  // What a Retry that started nothing found (finished meanwhile, or refused), for the batch it was pressed on:
  // another batch (Retry started one) is followed from the start.
  const [retried, setRetried] = useState<{ readonly batchId: string; readonly state: SetupProgressState } | null>(null)
  const state = retried !== null && retried.batchId === batchId ? retried.state : followedState(followed.data, followed.error)
  const endedBatch = followed.data !== undefined && isSetupEnded(followed.data) ? batchId : null

  // The setup has changed all it will once its batch ends: what it changed is read again, once (a read in
  // flight began before the change and is cancelled first).
  const invalidated = useRef<string | null>(null)
  useEffect(() => {
    if (endedBatch === null || invalidated.current === endedBatch) return
    invalidated.current = endedBatch
    for (const queryKey of setupKeys(portalId)) {
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false }))
    }
  }, [endedBatch, portalId, queryClient])

  const retry = useCallback(async () => {
    const exit = await run(folder === undefined ? startSetup(portalId) : startCustomSetup(portalId, folder))
    if (Exit.isSuccess(exit)) return onRestarted(exit.value)
    Option.map(failureOf(exit.cause), (error) =>
      // Finished meanwhile (another tab, or the last job landed): nothing left to retry.
      setRetried({
        batchId,
        state: error.status === 409 ? { kind: "ready" } : { kind: "error", message: error.serverMessage ?? error.message }
      })
    )
  }, [run, folder, portalId, onRestarted, batchId])

  return { state, retry, isRetrying: isPending && state.kind !== "running" } as const
}
