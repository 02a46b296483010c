// The editor's banner for a portal whose CRM connection was found revoked when it opened:
// says so before the first CRM action fails, with a Reconnect button that starts the consent round trip.
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"

import styles from "./ReconnectBanner.module.css"

export const RECONNECT_TITLE = "This portal must be reconnected to the CRM."
export const RECONNECT_TEXT =
  "HubSpot no longer accepts this portal's connection (the app may have been uninstalled). Modules, files and pages cannot be changed until you reconnect."
export const RECONNECT_FAILED_TEXT = "The HubSpot sign-in could not be started. Please try again."

export interface ReconnectBannerProps {
  /** The CRM's or server's words, shown under the explanation. */
  message?: string | undefined
  /** The sign-in address is being fetched (the browser then leaves for the CRM). */
  isPending?: boolean
  /** The last Reconnect could not start. */
  failed?: boolean
  onReconnect: () => void
}

export function ReconnectBanner({ message, isPending = false, failed = false, onReconnect }: ReconnectBannerProps) {
  return (
    <Alert type="warning" title={RECONNECT_TITLE} className={styles.banner}>
      <p className={styles.text}>{RECONNECT_TEXT}</p>
      {message === undefined || message === "" ? null : <p className={styles.detail}>HubSpot: {message}</p>}
      {failed ? <p className={styles.failed}>{RECONNECT_FAILED_TEXT}</p> : null}
      <Button size="sm" onPress={onReconnect} isPending={isPending}>
        Reconnect
      </Button>
    </Alert>
  )
}
