// Show, dismiss and clear the app-wide alerts.
import { useAtom } from "jotai"
import { useCallback, useMemo } from "react"
import { alertsAtom, type AlertEntry, type AlertId, type AlertOptions } from "./alertsAtom.ts"

export interface AlertsApi {
  alerts: ReadonlyArray<AlertEntry>
  show: (options: AlertOptions) => AlertId
  dismiss: (id: AlertId) => void
  clear: () => void
}

// Ids only need to be unique for the page's lifetime, across every jotai store.
let lastId = 0

export function useAlerts(): AlertsApi {
  const [alerts, setAlerts] = useAtom(alertsAtom)

  const show = useCallback(
    (options: AlertOptions): AlertId => {
      lastId += 1
      const id = lastId
      setAlerts((current) => [...current, { id, type: options.type, content: options.content }])
      return id
    },
    [setAlerts]
  )
  const dismiss = useCallback((id: AlertId) => setAlerts((current) => current.filter((a) => a.id !== id)), [setAlerts])
  const clear = useCallback(() => setAlerts([]), [setAlerts])

  return useMemo(() => ({ alerts, show, dismiss, clear }), [alerts, show, dismiss, clear])
}
