// The group button (spec 2 section 7): Install Module → 'Installing n/total' while the batch runs →
// Installed; an error resets it to Install Module with a danger alert.
import { type Duration, Effect, Exit, Option } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import { type ApiClient, type ApiError, type Batch, failureOf, type ModuleGroup, useApiAction } from "@/shared/api"
import { CONNECTION_ISSUES, pollBatch } from "@/entities/batch"
import { useAlerts } from "@/shared/ui/alert"
import { startGroupInstall } from "../api/groupInstall.ts"
import { isBatchEnded } from "./pollBatch.ts"

/** Spec 2 section 8: shown when a batch finishes incomplete or fully failed. */

export type GroupInstallState =
  | { readonly kind: "idle" }
  | { readonly kind: "installing"; readonly done: number; readonly total: number }
  | { readonly kind: "installed" }

export interface GroupInstallOptions {
  readonly group: ModuleGroup
  readonly portalId: number
  /** Called once the batch has ended, so the module list can show the new versions. */
  readonly onInstalled: () => void
  readonly pollInterval?: Duration.DurationInput
}

const initial = (group: ModuleGroup): GroupInstallState =>
  group.installed ? { kind: "installed" } : group.batch_id !== null ? { kind: "installing", done: 0, total: group.module_keys.length } : { kind: "idle" }

export function useGroupInstall({ group, portalId, onInstalled, pollInterval }: GroupInstallOptions) {
  const { run } = useApiAction()
  const { show } = useAlerts()
  const [state, setState] = useState<GroupInstallState>(() => initial(group))

  const follow = useCallback(
    async (start: Effect.Effect<string, ApiError, ApiClient>) => {
      const onProgress = (batch: Batch) => setState({ kind: "installing", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs })
      const exit = await run(Effect.flatMap(start, (id) => pollBatch(id, { ended: isBatchEnded, onProgress, interval: pollInterval })))
      if (Exit.isSuccess(exit)) {
        setState({ kind: "installed" })
        if (exit.value.failedJobs > 0) show({ type: "danger", content: CONNECTION_ISSUES })
        onInstalled()
        return
      }
      // An interruption (unmount) leaves nothing to report.
      Option.map(failureOf(exit.cause), (error) => {
        setState({ kind: "idle" })
        // Spec 2 section 8: the server's message (e.g. 'Buy this module first.'), else the catalogue's.
        show({ type: "danger", content: error.serverMessage ?? error.message })
      })
    },
    [run, show, onInstalled, pollInterval]
  )

  // A batch already running for this group (started earlier or elsewhere) is followed on mount.
  // Followed once per batch id, whatever callbacks the latest render brought.
  const latestFollow = useRef(follow)
  latestFollow.current = follow
  const running = group.installed ? null : group.batch_id
  useEffect(() => {
    if (running !== null) void latestFollow.current(Effect.succeed(running))
  }, [running])

  const install = useCallback(() => {
    setState({ kind: "installing", done: 0, total: group.module_keys.length })
    void follow(startGroupInstall(group.key, portalId))
  }, [follow, group.key, group.module_keys.length, portalId])

  return { state, install } as const
}
