// The notice of a stale save: the server's message (who changed the record, and when) and Reload, which
// brings in their changes and keeps what the user typed. Polite, like a warning: nothing was lost yet.
import { Alert } from "../alert/index.ts"
import { Button } from "../button/index.ts"
import styles from "./ConflictNotice.module.css"

const RELOAD_LABEL = "Reload"
const CONFLICT_TITLE = "Changed by someone else"

interface ConflictNoticeProps {
  /** The server's message; nothing shows while null. */
  message: string | null
  onReload: () => void
  isReloading?: boolean
}

export function ConflictNotice({ message, onReload, isReloading = false }: ConflictNoticeProps) {
  if (message === null) return null
  return (
    <Alert type="warning" title={CONFLICT_TITLE}>
      <p className={styles.message}>{message}</p>
      <Button size="sm" onPress={onReload} isPending={isReloading}>
        {RELOAD_LABEL}
      </Button>
    </Alert>
  )
}
