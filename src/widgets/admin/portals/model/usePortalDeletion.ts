// Delete SR (spec 2 sections 2 and 8): ask 'Are you sure?', call, then 'Deleted!' with its sentence in a
// dialog with the success icon, and reload the list. A failure shows a danger alert with the server's
// message. (Delete lists what goes with the portal first: entities/deletion.)
import { Exit, Option } from "effect"
import { useCallback, useState } from "react"

import { failureOf, type Portal, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { deletePortalInstallation } from "../api/adminPortals.ts"
import { PORTAL_SR_DELETED } from "../config/texts.ts"

export type PortalDeletion = "portal" | "installation"

export interface PendingDeletion {
  readonly portal: Portal
}

export function usePortalDeletion(onDeleted: () => void) {
  const { run, isPending } = useApiAction()
  const { show } = useAlerts()
  const [pending, setPending] = useState<PendingDeletion | null>(null)
  /** The sentence of the open 'Deleted!' dialog; null: closed. */
  const [deleted, setDeleted] = useState<string | null>(null)

  const confirm = useCallback(async () => {
    if (pending === null) return
    const { portal } = pending
    const exit = await run(deletePortalInstallation(portal.id))
    setPending(null)
    if (Exit.isFailure(exit)) {
      Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.serverMessage ?? error.message }))
      return
    }
    setDeleted(PORTAL_SR_DELETED)
    onDeleted()
  }, [pending, run, show, onDeleted])

  return {
    pending,
    deleted,
    isDeleting: isPending,
    ask: (portal: Portal) => setPending({ portal }),
    cancel: () => {
      setPending(null)
      setDeleted(null)
    },
    confirm: () => void confirm()
  } as const
}
