// The group button (spec 2 section 7): Install Module → 'Installing n/total' while the batch runs → the
// outcome. The batch is followed as its query (batchQueries.progress) until it ends; its counters only say
// when it has ended: what each module came to is read back from the server (the group's members: what the
// portal holds now, and why a module failed) before anything is told, so the outcome line and the result
// list come from the same answer and never disagree. A refused start resets it to Install Module with a
// danger alert naming the server's reason.
import { useQueryClient } from "@tanstack/react-query"
import { Duration, Effect, Either, Exit, Option } from "effect"
import { useCallback, useEffect, useEffectEvent, useState } from "react"

import { batchKeys, isBatchEnded, useBatchStarted, useFollowedBatch } from "@/entities/batch"
import { fileKeys } from "@/entities/file"
import { moduleGroupKeys, moduleKeys, upgradeKeys } from "@/entities/module"
import { type ApiError, failureOf, type ModuleGroup, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { listModuleGroups, startGroupInstall } from "../api/groupInstall.ts"

type GroupInstallState =
  | { readonly kind: "idle" }
  | { readonly kind: "installing"; readonly done: number; readonly total: number }
  /** The batch ended and the groups were read back (the row shows the members from that answer). */
  | { readonly kind: "ended" }
  /** The batch ended but reading the result back failed: nothing is claimed about the modules. */
  | { readonly kind: "unread"; readonly message: string }

/** What the row decided: a state shown, or the batch being followed (its query tells its progress). */
type Step = GroupInstallState | { readonly kind: "following"; readonly batchId: string }

export interface GroupInstallOptions {
  readonly group: ModuleGroup
  readonly portalId: number
  /** Called with the groups read back once the batch has ended, so the list and the modules show the new state. */
  readonly onInstalled: (groups: ReadonlyArray<ModuleGroup>) => void
  readonly pollInterval?: Duration.DurationInput
}

/** A batch already running for this group (started earlier or elsewhere) is followed from the start. */
const runningBatch = (group: ModuleGroup): string | null => (group.installed ? null : group.batch_id)

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
  const queryClient = useQueryClient()
  const batchStarted = useBatchStarted()
  const total = group.module_keys.length
  const running = runningBatch(group)
  const [step, setStep] = useState<Step>(() => (running === null ? { kind: "idle" } : { kind: "following", batchId: running }))
  // A batch of this group that the list brings later (started elsewhere) is followed too.
  const [seen, setSeen] = useState(running)
  if (seen !== running) {
    setSeen(running)
    if (running !== null && !(step.kind === "following" && step.batchId === running)) setStep({ kind: "following", batchId: running })
  }

  const following = step.kind === "following" ? step.batchId : null
  const followed = useFollowedBatch(following, isBatchEnded, pollInterval)
  const batch = following === null ? undefined : followed.data
  const endedId = following !== null && batch !== undefined && isBatchEnded(batch) ? following : null
  const failed = following === null ? null : followed.error

  // A batch that could not be read leaves the row as before the install (the alert below says why).
  const state: GroupInstallState =
    step.kind !== "following"
      ? step
      : failed !== null
        ? { kind: "idle" }
        : batch === undefined
          ? { kind: "installing", done: 0, total }
          : { kind: "installing", done: batch.processedJobs + batch.failedJobs, total: batch.totalJobs }

  // Spec 2 section 8: the server's message (e.g. 'Buy this module first.'), else the catalogue's.
  const tell = useCallback((error: ApiError) => show({ type: "danger", content: error.serverMessage ?? error.message }), [show])

  // The list's latest callback, which is not a reason to read the groups back again.
  const installed = useEffectEvent((groups: ReadonlyArray<ModuleGroup>) => onInstalled(groups))

  // The batch ended: the groups are read back once per batch, and the row shows that answer.
  useEffect(() => {
    if (endedId === null) return
    let current = true
    void run(Effect.either(listModuleGroups(portalId))).then((exit) => {
      if (!current || Exit.isFailure(exit)) return
      const readBack = exit.value
      if (Either.isRight(readBack)) {
        installed(readBack.right)
        setStep({ kind: "ended" })
      } else {
        setStep({ kind: "unread", message: readBack.left.serverMessage ?? readBack.left.message })
      }
    })
    return () => {
      current = false
    }
  }, [endedId, portalId, run])

  // The batch could not be read: the install is over with the server's message.
  useEffect(() => {
    if (failed !== null) tell(failed)
  }, [failed, tell])

  /**
   * Starts (or retries: the server makes jobs only for modules not done) the group, always with the theme
   * files its modules need (the row lists them first): without them those modules could only fail.
   */
  const install = useCallback(() => {
    setStep({ kind: "installing", done: 0, total })
    void run(startGroupInstall(group.key, portalId, true), []).then((exit) => {
      if (Exit.isSuccess(exit)) {
        // The editor bar's Activity entry shows the new batch at once; a batch followed before is read anew.
        batchStarted(portalId)
        void queryClient.resetQueries({ queryKey: batchKeys.record(exit.value), exact: true })
        return setStep({ kind: "following", batchId: exit.value })
      }
      // An interruption (unmount) leaves nothing to report.
      Option.map(failureOf(exit.cause), (error) => {
        setStep({ kind: "idle" })
        tell(error)
      })
    })
  }, [run, group.key, portalId, total, batchStarted, queryClient, tell])

  return { state, install } as const
}
