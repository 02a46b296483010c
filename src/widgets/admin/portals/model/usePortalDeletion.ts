// Delete SR (spec 2 sections 2 and 8): ask 'Are you sure?', call, then 'Deleted!' with its sentence in a
// dialog with the success icon, and reload the list. A failure shows a danger alert with the server's
// message. (Delete lists what goes with the portal first: entities/deletion.)
import { type QueryKey } from "@tanstack/react-query"
import { Exit, Option } from "effect"
import { useCallback, useState } from "react"

import { fileKeys } from "@/entities/file"
import { moduleKeys, upgradeKeys } from "@/entities/module"
import { portalKeys } from "@/entities/portal"
import { failureOf, type Portal, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { deletePortalInstallation } from "../api/adminPortals.ts"
import { PORTAL_SR_DELETED } from "../config/texts.ts"

export type PortalDeletion = "portal" | "installation"

export interface PendingDeletion {
  readonly portal: Portal
}

/** The portal's installation goes: its setup state (card and lists), theme files, modules and what waits for an upgrade. */
const installationKeys = (portalId: number): ReadonlyArray<QueryKey> => [
  portalKeys.record(portalId),
  portalKeys.lists(),
  fileKeys.ofPortal(portalId),
  moduleKeys.ofPortal(portalId),
  upgradeKeys.ofPortal(portalId)
]

export function usePortalDeletion(onDeleted: () => void) {
  // Each run names its portal's keys (installationKeys).
  const { run, isPending } = useApiAction({ invalidates: [] })
  const { show } = useAlerts()
  const [pending, setPending] = useState<PendingDeletion | null>(null)
  /** The sentence of the open 'Deleted!' dialog; null: closed. */
  const [deleted, setDeleted] = useState<string | null>(null)

  const confirm = useCallback(async () => {
    if (pending === null) return
    const { portal } = pending
    const exit = await run(deletePortalInstallation(portal.id), installationKeys(portal.id))
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
