// The group button (spec 2 section 7): Install Module → 'Installing n/total' while the batch runs → the
// batch's end told as it is (issue 18): Installed only when every job succeeded, otherwise how many failed,
// with the members (reloaded from the server) naming each failed module and why. A refused start resets
// it to Install Module with a danger alert naming the server's reason.
import { type Duration, Effect, Exit, Option } from "effect"
import { useCallback, useEffect, useRef, useState } from "react"
import { type ApiClient, type ApiError, type Batch, failureOf, type ModuleGroup, useApiAction } from "@/shared/api"
import { isBatchEnded, pollBatch, useBatchStarted } from "@/entities/batch"
import { useAlerts } from "@/shared/ui/alert"
import { startGroupInstall } from "../api/groupInstall.ts"

export type GroupInstallState =
  | { readonly kind: "idle" }
  | { readonly kind: "installing"; readonly done: number; readonly total: number }
  /** The batch ended: `failed` of `total` jobs failed (0: all installed). */
  | { readonly kind: "ended"; readonly failed: number; readonly total: number }

export interface GroupInstallOptions {
  readonly group: ModuleGroup
  readonly portalId: number
  /** Called once the batch has ended, so the module list and the groups can show the new state. */
  readonly onInstalled: () => void
  readonly pollInterval?: Duration.DurationInput
}

const initial = (group: ModuleGroup): GroupInstallState =>
  !group.installed && group.batch_id !== null ? { kind: "installing", done: 0, total: group.module_keys.length } : { kind: "idle" }

export function useGroupInstall({ group, portalId, onInstalled, pollInterval }: GroupInstallOptions) {
  const { run } = useApiAction()
  const { show } = useAlerts()
  const batchStarted = useBatchStarted()
  const [state, setState] = useState<GroupInstallState>(() => initial(group))

  const follow = useCallback(
    async (start: Effect.Effect<string, ApiError, ApiClient>) => {
      const onProgress = (batch: Batch) => setState({ kind: "installing", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs })
      // The editor bar's Activity entry shows the new batch at once, before this run ends (or is left).
      const started = Effect.tap(start, () => Effect.sync(batchStarted))
      const exit = await run(Effect.flatMap(started, (id) => pollBatch(id, { ended: isBatchEnded, onProgress, interval: pollInterval })))
      if (Exit.isSuccess(exit)) {
        setState({ kind: "ended", failed: exit.value.failedJobs, total: exit.value.totalJobs })
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
    [run, show, onInstalled, pollInterval, batchStarted]
  )

  // A batch already running for this group (started earlier or elsewhere) is followed on mount.
  // Followed once per batch id, whatever callbacks the latest render brought.
  const latestFollow = useRef(follow)
  latestFollow.current = follow
  const running = group.installed ? null : group.batch_id
  useEffect(() => {
    if (running !== null) void latestFollow.current(Effect.succeed(running))
  }, [running])

  /** Starts (or retries: the server makes jobs only for modules not done) the group; `withFiles` adds the theme files first. */
  const install = useCallback(
    (withFiles = false) => {
      setState({ kind: "installing", done: 0, total: group.module_keys.length })
      void follow(startGroupInstall(group.key, portalId, withFiles))
    },
    [follow, group.key, group.module_keys.length, portalId]
  )

  return { state, install } as const
}
