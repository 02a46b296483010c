// Show, dismiss and clear notices. A notice shown belongs to the caller's screen (see noticeScreen.ts).
import { useAtom } from "jotai"
import { useCallback, useContext, useMemo } from "react"

import { type AlertEntry, type AlertId, type AlertOptions, alertsAtom } from "./alertsAtom.ts"
import { NoticeOwnerContext, pageOfScreen } from "./noticeScreen.ts"

export interface AlertsApi {
  /** Every notice held, whichever screen raised it. */
  alerts: ReadonlyArray<AlertEntry>
  show: (options: AlertOptions) => AlertId
  dismiss: (id: AlertId) => void
  clear: () => void
}

// Ids only need to be unique for the page's lifetime, across every jotai store.
let lastId = 0

export function useAlerts(): AlertsApi {
  const [alerts, setAlerts] = useAtom(alertsAtom)
  // Fixed for the caller's screen: an answer arriving after the user left it reports to that screen, not the next.
  const owner = useContext(NoticeOwnerContext)

  const show = useCallback(
    (options: AlertOptions): AlertId => {
      lastId += 1
      const id = lastId
      const entry: AlertEntry = {
        id,
        type: options.type,
        content: options.content,
        owner: options.onPageBeneath === true ? pageOfScreen(owner) : owner
      }
      setAlerts((current) => [...current, options.handOver === undefined ? entry : { ...entry, handOver: options.handOver }])
      return id
    },
    [setAlerts, owner]
  )
  const dismiss = useCallback((id: AlertId) => setAlerts((current) => current.filter((a) => a.id !== id)), [setAlerts])
  const clear = useCallback(() => setAlerts([]), [setAlerts])

  return useMemo(() => ({ alerts, show, dismiss, clear }), [alerts, show, dismiss, clear])
}
