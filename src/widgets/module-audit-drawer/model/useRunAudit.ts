// Runs a portal's audit (the drawer's "Run audit"). The answer is the new latest audit, written into the cache as it is (the list shows
// it without reading it again); the files read for the previous audit are read again when next opened, and
// the portal health list again when next shown. A refusal (a suspended agency, a revoked CRM connection, an
// audit already running) shows the server's message.
import { useQueryClient } from "@tanstack/react-query"
import { Exit, Option } from "effect"
import { useCallback } from "react"

import { auditKeys, type PortalAudit, runAudit } from "@/entities/audit"
import { portalHealthKeys } from "@/entities/portal-health"
import { type ApiError, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

/** A refusal (403, 409) carries the server's reason; anything else reads as the error catalogue says. */
const refusalText = (error: ApiError): string =>
  error.status === 403 || error.status === 409 ? (error.serverMessage ?? error.message) : error.message

export interface RunAuditAction {
  readonly isRunning: boolean
  readonly run: () => Promise<PortalAudit | null>
}

export function useRunAudit(portalId: number): RunAuditAction {
  const queryClient = useQueryClient()
  // Not auditKeys.ofPortal: that would read the latest audit again right after the answer brought it. The
  // portal health list shows each portal's drift from its latest audit.
  const { run, isPending } = useApiAction({ invalidates: [auditKeys.files(portalId), portalHealthKeys.all()] })
  const { show } = useAlerts()
  const start = useCallback(async () => {
    const exit = await run(runAudit(portalId))
    if (Exit.isSuccess(exit)) {
      queryClient.setQueryData<PortalAudit | null>(auditKeys.ofPortal(portalId), exit.value)
      return exit.value
    }
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: refusalText(error) }))
    return null
  }, [run, portalId, queryClient, show])
  return { isRunning: isPending, run: start }
}
