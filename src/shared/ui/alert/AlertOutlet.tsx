// Renders the app-wide alerts; each one can be closed.
import { createPortal } from "react-dom"
import { useAlerts } from "./useAlerts.ts"
import { Alert } from "./Alert.tsx"
import styles from "./AlertOutlet.module.css"

export interface AlertOutletProps {
  className?: string
}

export function AlertOutlet({ className }: AlertOutletProps) {
  const { alerts, dismiss } = useAlerts()
  if (alerts.length === 0) return null
  // Top layer: react-aria keeps it reachable, and clicks on it from dismissing, while a drawer or
  // modal hides the rest of the page. It must sit directly in <body>: react-aria makes the page's root
  // inert when a drawer opens, and an outlet that appears later inside that root would stay inert
  // (its Close buttons and links, e.g. 'Edit Page', could not be clicked).
  return createPortal(
    <div data-react-aria-top-layer="true" className={[styles.outlet, className].filter(Boolean).join(" ")}>
      {alerts.map((alert) => (
        <Alert key={alert.id} type={alert.type} onClose={() => dismiss(alert.id)} className={styles.item}>
          {alert.content}
        </Alert>
      ))}
    </div>,
    document.body
  )
}
