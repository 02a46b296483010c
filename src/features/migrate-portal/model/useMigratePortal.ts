// The Migrate and Revert Migration flows (spec 1 section 4): fetch the pages → 'Migrate' (Next / Cancel)
// → 'Migrating Page' while the batch runs → the portal read again; revert: 'Are you sure?' → revert →
// 'Completed!'. Failures show a danger alert with the server's message.
import { type Duration, Effect, Exit, Option } from "effect"
import { useAtomValue, useSetAtom } from "jotai"
import { useCallback, useState } from "react"
import { CONNECTION_ISSUES, pollBatch } from "@/entities/batch"
import { memberAudience, type Portal, readPortal, selectedPortalAtom } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { type ApiError, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { listMigrationPages, type MigrationPage, revertMigration, startMigration } from "../api/migration.ts"

export type MigrationState =
  | { readonly kind: "idle" }
  | { readonly kind: "loading" }
  | { readonly kind: "confirm"; readonly pages: ReadonlyArray<MigrationPage> }
  | { readonly kind: "migrating" }
  | { readonly kind: "revert-confirm" }
  | { readonly kind: "reverting" }
  | { readonly kind: "reverted" }

export interface MigratePortalOptions {
  readonly pollInterval?: Duration.DurationInput
}

const isEnded = (batch: { readonly progress: number; readonly processedJobs: number; readonly failedJobs: number; readonly totalJobs: number }) =>
  batch.progress >= 100 || batch.processedJobs + batch.failedJobs >= batch.totalJobs

export function useMigratePortal(portal: Portal | null, options: MigratePortalOptions = {}) {
  const { run } = useApiAction()
  const { show } = useAlerts()
  const audience = memberAudience(useAtomValue(roleFlagsAtom))
  const setSelected = useSetAtom(selectedPortalAtom)
  const [state, setState] = useState<MigrationState>({ kind: "idle" })
  const portalId = portal?.id ?? null

  const fail = useCallback(
    (cause: Exit.Exit<unknown, ApiError>) => {
      setState({ kind: "idle" })
      if (Exit.isFailure(cause)) Option.map(failureOf(cause.cause), (error) => show({ type: "danger", content: error.serverMessage ?? error.message }))
    },
    [show]
  )

  /** Reads the portal again, so the menu shows what now applies. */
  const refresh = useCallback(
    async (id: number) => {
      const exit = await run(readPortal(audience, id))
      if (Exit.isSuccess(exit)) setSelected((current) => (current?.id === id ? exit.value : current))
    },
    [run, audience, setSelected]
  )

  const migrate = useCallback(async () => {
    if (portalId === null) return
    setState({ kind: "loading" })
    const exit = await run(listMigrationPages(portalId))
    if (Exit.isSuccess(exit)) setState({ kind: "confirm", pages: exit.value })
    else fail(exit)
  }, [portalId, run, fail])

  const next = useCallback(async () => {
    if (portalId === null) return
    setState({ kind: "migrating" })
    const exit = await run(
      Effect.flatMap(startMigration(portalId), (id) => pollBatch(id, { ended: isEnded, onProgress: () => undefined, interval: options.pollInterval }))
    )
    if (Exit.isFailure(exit)) return fail(exit)
    setState({ kind: "idle" })
    if (exit.value.failedJobs > 0) show({ type: "danger", content: CONNECTION_ISSUES })
    await refresh(portalId)
  }, [portalId, run, fail, show, refresh, options.pollInterval])

  const confirmRevert = useCallback(async () => {
    if (portalId === null) return
    setState({ kind: "reverting" })
    const exit = await run(revertMigration(portalId))
    if (Exit.isFailure(exit)) return fail(exit)
    setState({ kind: "reverted" })
    await refresh(portalId)
  }, [portalId, run, fail, refresh])

  return {
    state,
    migrate: () => void migrate(),
    next: () => void next(),
    revert: () => setState({ kind: "revert-confirm" }),
    confirmRevert: () => void confirmRevert(),
    close: () => setState({ kind: "idle" })
  } as const
}
