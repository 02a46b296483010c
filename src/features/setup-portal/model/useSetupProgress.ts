// Follows a setup batch on the installer page: progress while it runs, then ready or the
// connection-issues case; Retry starts the same setup again (the server resumes or restarts it).
import { type Duration, Exit, Option } from "effect"
import { useCallback, useEffect, useState } from "react"

import { pollBatch } from "@/entities/batch"
import { type Batch, failureOf, useApiAction } from "@/shared/api"

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

export function useSetupProgress({ portalId, batchId, folder, pollInterval, onRestarted }: SetupProgressOptions) {
  const { run, isPending } = useApiAction({ invalidates: setupKeys(portalId) })
  const [state, setState] = useState<SetupProgressState>(STARTING)
  // Another batch (Retry started one) is followed from the start.
  const [followed, setFollowed] = useState(batchId)
  if (followed !== batchId) {
    setFollowed(batchId)
    setState(STARTING)
  }

  useEffect(() => {
    const onProgress = (batch: Batch) => setState({ kind: "running", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs })
    void run(pollBatch(batchId, { ended: isSetupEnded, onProgress, interval: pollInterval ?? INSTALLER_POLL_INTERVAL })).then((exit) => {
      if (Exit.isSuccess(exit)) return setState(isSetupComplete(exit.value) ? { kind: "ready" } : { kind: "connection-issues" })
      Option.map(failureOf(exit.cause), (error) => setState({ kind: "error", message: error.serverMessage ?? error.message }))
    })
  }, [run, batchId, pollInterval])

  const retry = useCallback(async () => {
    const exit = await run(folder === undefined ? startSetup(portalId) : startCustomSetup(portalId, folder))
    if (Exit.isSuccess(exit)) return onRestarted(exit.value)
    Option.map(failureOf(exit.cause), (error) =>
      // Finished meanwhile (another tab, or the last job landed): nothing left to retry.
      setState(error.status === 409 ? { kind: "ready" } : { kind: "error", message: error.serverMessage ?? error.message })
    )
  }, [run, folder, portalId, onRestarted])

  return { state, retry, isRetrying: isPending && state.kind !== "running" } as const
}
