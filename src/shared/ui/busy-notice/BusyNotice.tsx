// While a call waits for a busy HubSpot (rate limited), the user sees that the app is retrying rather
// than a spinner that seems stuck or an error that is not one. It goes when the last such call ends.
import { useAtomValue } from "jotai"
import { createPortal } from "react-dom"

import { crmBusyAtom } from "@/shared/lib/crm-busy"

import { Spinner } from "../spinner/index.ts"
import styles from "./BusyNotice.module.css"

export const CRM_BUSY_NOTICE = "HubSpot is busy, retrying…"

export function BusyNotice() {
  const waiting = useAtomValue(crmBusyAtom)
  if (waiting === 0) return null
  // In <body> and the top layer, like the alerts: it stays visible (and announced) while a drawer is open.
  return createPortal(
    <div data-react-aria-top-layer="true" role="status" aria-live="polite" className={styles.notice}>
      <Spinner size="sm" label={CRM_BUSY_NOTICE} />
      <span>{CRM_BUSY_NOTICE}</span>
    </div>,
    document.body
  )
}
