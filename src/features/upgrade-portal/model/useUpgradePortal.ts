// The /sr-upgrade flow: review (current → latest, release notes, files), then the upgrade batch's
// progress, then up to date — or the connection-issues case with Retry (the server resumes the batch).
import { type Duration, Exit, Option } from "effect"
import { useCallback, useEffect, useState } from "react"

import { batchKeys, pollBatch } from "@/entities/batch"
import { fileKeys } from "@/entities/file"
import { moduleKeys, upgradeKeys } from "@/entities/module"
import { portalKeys } from "@/entities/portal"
import { type Batch, failureOf, useApiAction } from "@/shared/api"

import { startUpgrade } from "../api/version.ts"

/** The upgrade page polls faster than the editor's 5 seconds. */
export const UPGRADE_POLL_INTERVAL: Duration.DurationInput = "1 second"

export type UpgradeState =
  | { readonly kind: "review" }
  | { readonly kind: "running"; readonly batchId: string; readonly done: number; readonly total: number }
  | { readonly kind: "up-to-date" }
  | { readonly kind: "connection-issues" }
  | { readonly kind: "error"; readonly message: string }

const ended = (batch: Batch) => batch.progress >= 100 || batch.processedJobs + batch.failedJobs >= batch.totalJobs
const complete = (batch: Batch) => batch.failedJobs === 0 && batch.processedJobs === batch.totalJobs

export function useUpgradePortal(portalId: number, pollInterval?: Duration.DurationInput) {
  // A theme upgrade changes the portal (its version) with its theme files and modules, and what waits for an upgrade.
  const { run, isPending } = useApiAction({
    invalidates: [
      portalKeys.record(portalId),
      portalKeys.lists(),
      fileKeys.ofPortal(portalId),
      moduleKeys.ofPortal(portalId),
      upgradeKeys.ofPortal(portalId),
      batchKeys.ofPortal(portalId)
    ]
  })
  const [state, setState] = useState<UpgradeState>({ kind: "review" })
  const batchId = state.kind === "running" ? state.batchId : null

  useEffect(() => {
    if (batchId === null) return
    const onProgress = (batch: Batch) =>
      setState({ kind: "running", batchId, done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs })
    void run(pollBatch(batchId, { ended, onProgress, interval: pollInterval ?? UPGRADE_POLL_INTERVAL })).then((exit) => {
      if (Exit.isSuccess(exit)) return setState(complete(exit.value) ? { kind: "up-to-date" } : { kind: "connection-issues" })
      Option.map(failureOf(exit.cause), (error) => setState({ kind: "error", message: error.serverMessage ?? error.message }))
    })
  }, [run, batchId, pollInterval])

  const upgrade = useCallback(async () => {
    const exit = await run(startUpgrade(portalId))
    if (Exit.isSuccess(exit)) return setState({ kind: "running", batchId: exit.value, done: 0, total: 0 })
    Option.map(failureOf(exit.cause), (error) =>
      // Already current (another tab, or the last job landed meanwhile): nothing left to do.
      setState(error.status === 409 ? { kind: "up-to-date" } : { kind: "error", message: error.serverMessage ?? error.message })
    )
  }, [run, portalId])

  return { state, upgrade, isStarting: isPending && state.kind !== "running" } as const
}
