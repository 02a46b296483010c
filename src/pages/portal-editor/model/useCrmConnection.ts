// The CRM connection of the portal open in the editor: asked once per opening, so a revoked
// grant is told by a banner instead of at the first CRM action; Reconnect starts the consent round trip.
import { useCallback, useMemo, useState } from "react"

import { portalKeys, reconnectPortal } from "@/entities/portal"
import { apiQueryOptions, once, useApiQuery, useRuntime } from "@/shared/api"

import { checkCrmConnection } from "../api/crmConnection.ts"

export interface CrmConnectionState {
  /** The check found the grant revoked; false while asking, when connected, or when the CRM could not be asked. */
  readonly needsReconnect: boolean
  readonly message: string | undefined
  readonly isReconnecting: boolean
  readonly reconnectFailed: boolean
  readonly reconnect: () => void
}

/** `portalId` null: nothing to check (the guest demo, a failed opening). */
export function useCrmConnection(portalId: number | null): CrmConnectionState {
  const runtime = useRuntime()
  const effect = useMemo(() => checkCrmConnection(portalId ?? 0), [portalId])
  const check = useApiQuery(portalId === null ? null : apiQueryOptions(portalKeys.crmConnection(portalId), effect, once))
  const [isReconnecting, setReconnecting] = useState(false)
  const [reconnectFailed, setReconnectFailed] = useState(false)

  const reconnect = useCallback(() => {
    if (portalId === null) return
    setReconnecting(true)
    setReconnectFailed(false)
    void runtime.runPromise(reconnectPortal(portalId)).then((leaving) => {
      // On its way to the CRM: the button stays busy until the page unloads.
      if (leaving) return
      setReconnecting(false)
      setReconnectFailed(true)
    })
  }, [runtime, portalId])

  const found = check.status === "success" ? check.data : null
  return {
    needsReconnect: portalId !== null && found !== null && found.status === "reconnect",
    message: found?.message,
    isReconnecting,
    reconnectFailed,
    reconnect
  }
}
