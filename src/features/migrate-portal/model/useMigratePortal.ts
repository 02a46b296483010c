// The Migrate and Revert Migration flows (spec 1 section 4): fetch the pages → 'Migrate' (the pages to
// move chosen; Next / Cancel) → 'Migrating Page' (a batch of the chosen pages) with its progress → a summary (moved; failed with
// reasons, and a retry of just those);
// revert: 'Are you sure?' → 'Reverting Pages' → 'Completed!' only when every moved page is reverted,
// else a summary with a retry. A refused start shows a danger alert with the server's message; the
// portal is read again after each batch so the menu shows what now applies. A batch is followed as its
// query (batchQueries.progress) until it ends; then its pages' outcomes are read, once per batch.
import { useQueryClient } from "@tanstack/react-query"
import { Duration, type Effect, Exit, Option } from "effect"
import { useCallback, useEffect, useState } from "react"

import { batchKeys, CONNECTION_ISSUES, useFollowedBatch } from "@/entities/batch"
import { historyKeys } from "@/entities/history"
import { type Portal, portalKeys } from "@/entities/portal"
import { type ApiClient, type ApiError, type Batch, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { listMigrationPages, type MigrationPage, type PageRef, readPageOutcomes, startMigration, startRevert } from "../api/migration.ts"
import { type FailedPage, isEnded, pageProgress } from "../lib/outcome.ts"

export type MigrationFlow = "migrate" | "revert"

export type MigrationState =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "confirm"; readonly pages: ReadonlyArray<MigrationPage> }
  | { readonly kind: "revert-confirm"; readonly starting: boolean }
  /** A batch runs: `total` is null until its first read. */
  | { readonly kind: "progress"; readonly flow: MigrationFlow; readonly done: number; readonly total: number | null }
  | { readonly kind: "summary"; readonly flow: MigrationFlow; readonly succeeded: number; readonly failed: ReadonlyArray<FailedPage> }
  | { readonly kind: "reverted" }
  /** The batch could not be followed (connection lost): its outcome is unknown. */
  | { readonly kind: "error"; readonly flow: MigrationFlow; readonly message: string }

export interface MigratePortalOptions {
  readonly pollInterval?: Duration.DurationInput
}

/** The migration batch ends with a job that marks the portal migrated; it is not a page. */
const nonPageJobs: Record<MigrationFlow, number> = { migrate: 1, revert: 0 }

/** What the actions decided: the state shown, or the batch being followed (its query tells its progress). */
type Step = MigrationState | { readonly kind: "following"; readonly flow: MigrationFlow; readonly batchId: string }

/** A followed batch's progress (`total` null until its first read); a failed read, its message. */
const followedState = (flow: MigrationFlow, batch: Batch | undefined, error: ApiError | null): MigrationState => {
  if (error !== null) return { kind: "error", flow, message: error.serverMessage ?? error.message }
  if (batch === undefined) return { kind: "progress", flow, done: 0, total: null }
  return { kind: "progress", flow, ...pageProgress(batch, nonPageJobs[flow]) }
}

const messageOf = (exit: Exit.Exit<unknown, ApiError>) =>
  Exit.isFailure(exit) ? Option.map(failureOf(exit.cause), (error) => error.serverMessage ?? error.message) : Option.none()

export function useMigratePortal(portal: Portal | null, options: MigratePortalOptions = {}) {
  // Reads and starts change nothing cached; a finished batch changed the portal (its migration state) and its batches.
  const { run } = useApiAction({ invalidates: [] })
  const { show } = useAlerts()
  const queryClient = useQueryClient()
  const [step, setState] = useState<Step>({ kind: "idle" })
  const portalId = portal?.id ?? null
  const following = step.kind === "following" ? step : null
  const followed = useFollowedBatch(following === null ? null : following.batchId, isEnded, options.pollInterval)
  const state: MigrationState = step.kind === "following" ? followedState(step.flow, followed.data, followed.error) : step
  const endedBatch = following !== null && followed.data !== undefined && isEnded(followed.data) ? following.batchId : null
  const failedBatch = following !== null && followed.error !== null ? following.batchId : null
  const followedFlow = following?.flow ?? null

  // The batch ended: how its pages ended is read, and with it what the batch changed.
  useEffect(() => {
    if (endedBatch === null || followedFlow === null || portalId === null) return
    let current = true
    const keys = [portalKeys.record(portalId), portalKeys.lists(), batchKeys.ofPortal(portalId), historyKeys.ofPortal(portalId)]
    void run(readPageOutcomes(endedBatch), keys).then((outcome) => {
      if (!current) return
      if (Exit.isFailure(outcome)) {
        // The batch may have changed the portal all the same: it is read again (a finished one invalidated it above).
        void queryClient.invalidateQueries({ queryKey: portalKeys.record(portalId) })
        setState({ kind: "error", flow: followedFlow, message: Option.getOrElse(messageOf(outcome), () => CONNECTION_ISSUES) })
      } else if (followedFlow === "revert" && outcome.value.failed.length === 0) {
        setState({ kind: "reverted" })
      } else {
        setState({ kind: "summary", flow: followedFlow, ...outcome.value })
      }
    })
    return () => {
      current = false
    }
  }, [endedBatch, followedFlow, portalId, run, queryClient])

  // The batch could not be followed: it may have changed the portal all the same, so the portal is read again.
  useEffect(() => {
    if (failedBatch === null || portalId === null) return
    void queryClient.invalidateQueries({ queryKey: portalKeys.record(portalId) })
  }, [failedBatch, portalId, queryClient])

  /** A refused call: back to nothing, with the server's message. */
  const refuse = useCallback(
    (exit: Exit.Exit<unknown, ApiError>) => {
      setState({ kind: "idle" })
      Option.map(messageOf(exit), (message) => show({ type: "danger", content: message }))
    },
    [show]
  )

  /** Starts a batch, then follows it with progress to how its pages ended. The caller shows that it starts. */
  const runBatch = useCallback(
    async (flow: MigrationFlow, start: (id: number) => Effect.Effect<string, ApiError, ApiClient>) => {
      if (portalId === null) return
      const started = await run(start(portalId))
      if (Exit.isFailure(started)) return refuse(started)
      // A batch followed before (the server may resume one) is followed again from a read.
      void queryClient.resetQueries({ queryKey: batchKeys.record(started.value), exact: true })
      setState({ kind: "following", flow, batchId: started.value })
    },
    [portalId, run, refuse, queryClient]
  )

  const migrate = useCallback(async () => {
    if (portalId === null) return
    setState({ kind: "loading" })
    const exit = await run(listMigrationPages(portalId))
    if (Exit.isSuccess(exit)) setState({ kind: "confirm", pages: exit.value })
    else refuse(exit)
  }, [portalId, run, refuse])

  const confirmRevert = useCallback(async () => {
    setState({ kind: "revert-confirm", starting: true })
    await runBatch("revert", startRevert)
  }, [runBatch])

  /** Migrates just these pages: the ones confirmed in 'Migrate', or the failed ones. */
  const migratePages = useCallback(
    (pages: ReadonlyArray<PageRef>) => {
      setState({ kind: "progress", flow: "migrate", done: 0, total: null })
      void runBatch("migrate", (id) => startMigration(id, pages))
    },
    [runBatch]
  )

  /** Next in 'Migrate': a batch of the pages the user chose (the portal is migrated once none is left out). */
  const next = useCallback(
    (chosen?: ReadonlyArray<PageRef>) => {
      if (state.kind === "confirm") migratePages(chosen ?? state.pages)
    },
    [state, migratePages]
  )

  /** The summary's retry: a batch of just the failed pages; a revert again takes up just the moves not reverted. */
  const retry = useCallback(() => {
    if (state.kind !== "summary") return
    if (state.flow === "migrate") return migratePages(state.failed)
    setState({ kind: "progress", flow: "revert", done: 0, total: null })
    void runBatch("revert", startRevert)
  }, [state, migratePages, runBatch])

  return {
    state,
    migrate: () => void migrate(),
    next,
    revert: () => setState({ kind: "revert-confirm", starting: false }),
    confirmRevert: () => void confirmRevert(),
    retry,
    close: () => setState({ kind: "idle" })
  } as const
}
