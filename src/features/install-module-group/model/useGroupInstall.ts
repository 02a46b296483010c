// The group button (spec 2 section 7): Install Module → 'Installing n/total' while the batch runs → the
// outcome. The batch's counters only say when it has ended; what each module came to is read back from
// the server (the group's members: what the portal holds now, and why a module failed) before anything
// is told, so the outcome line and the result list come from the same answer and never disagree. A
// refused start resets it to Install Module with a danger alert naming the server's reason.
import { type Duration, Effect, Either, Exit, Option } from "effect"
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react"

import { batchKeys, isBatchEnded, pollBatch, useBatchStarted } from "@/entities/batch"
import { fileKeys } from "@/entities/file"
import { moduleGroupKeys, moduleKeys, upgradeKeys } from "@/entities/module"
import { type ApiClient, type ApiError, type Batch, failureOf, type ModuleGroup, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { listModuleGroups, startGroupInstall } from "../api/groupInstall.ts"

type GroupInstallState =
  | { readonly kind: "idle" }
  | { readonly kind: "installing"; readonly done: number; readonly total: number }
  /** The batch ended and the groups were read back (the row shows the members from that answer). */
  | { readonly kind: "ended" }
  /** The batch ended but reading the result back failed: nothing is claimed about the modules. */
  | { readonly kind: "unread"; readonly message: string }

export interface GroupInstallOptions {
  readonly group: ModuleGroup
  readonly portalId: number
  /** Called with the groups read back once the batch has ended, so the list and the modules show the new state. */
  readonly onInstalled: (groups: ReadonlyArray<ModuleGroup>) => void
  readonly pollInterval?: Duration.DurationInput
}

const initial = (group: ModuleGroup): GroupInstallState =>
  !group.installed && group.batch_id !== null ? { kind: "installing", done: 0, total: group.module_keys.length } : { kind: "idle" }

export function useGroupInstall({ group, portalId, onInstalled, pollInterval }: GroupInstallOptions) {
  // The batch ended: the portal's modules, groups, theme files (the group's modules need them), upgrades and batches changed.
  const { run } = useApiAction({
    invalidates: [
      moduleKeys.ofPortal(portalId),
      moduleGroupKeys.ofPortal(portalId),
      fileKeys.ofPortal(portalId),
      upgradeKeys.ofPortal(portalId),
      batchKeys.ofPortal(portalId)
    ]
  })
  const { show } = useAlerts()
  const batchStarted = useBatchStarted()
  const [state, setState] = useState<GroupInstallState>(() => initial(group))

  const follow = useCallback(
    async (start: Effect.Effect<string, ApiError, ApiClient>) => {
      const onProgress = (batch: Batch) =>
        setState({ kind: "installing", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs })
      // The editor bar's Activity entry shows the new batch at once, before this run ends (or is left).
      const started = Effect.tap(start, () => Effect.sync(() => batchStarted(portalId)))
      // One run: the read-back comes after the end, and its failure is kept apart from a failed install.
      const exit = await run(
        started.pipe(
          Effect.flatMap((id) => pollBatch(id, { ended: isBatchEnded, onProgress, interval: pollInterval })),
          Effect.zipRight(Effect.either(listModuleGroups(portalId)))
        )
      )
      if (Exit.isSuccess(exit)) {
        const readBack = exit.value
        if (Either.isRight(readBack)) {
          onInstalled(readBack.right)
          setState({ kind: "ended" })
        } else {
          setState({ kind: "unread", message: readBack.left.serverMessage ?? readBack.left.message })
        }
        return
      }
      // An interruption (unmount) leaves nothing to report.
      Option.map(failureOf(exit.cause), (error) => {
        setState({ kind: "idle" })
        // Spec 2 section 8: the server's message (e.g. 'Buy this module first.'), else the catalogue's.
        show({ type: "danger", content: error.serverMessage ?? error.message })
      })
    },
    [run, show, onInstalled, pollInterval, batchStarted, portalId]
  )

  // A batch already running for this group (started earlier or elsewhere) is followed on mount.
  // Followed once per batch id, whatever callbacks the latest render brought.
  const latestFollow = useRef(follow)
  useLayoutEffect(() => {
    latestFollow.current = follow
  })
  const running = group.installed ? null : group.batch_id
  useEffect(() => {
    if (running !== null) void latestFollow.current(Effect.succeed(running))
  }, [running])

  /**
   * Starts (or retries: the server makes jobs only for modules not done) the group, always with the theme
   * files its modules need (the row lists them first): without them those modules could only fail.
   */
  const install = useCallback(() => {
    setState({ kind: "installing", done: 0, total: group.module_keys.length })
    void follow(startGroupInstall(group.key, portalId, true))
  }, [follow, group.key, group.module_keys.length, portalId])

  return { state, install } as const
}
