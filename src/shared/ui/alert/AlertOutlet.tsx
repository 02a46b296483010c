// Renders the notices of the screen in front; each one can be closed, success notices also close
// themselves. When the screen changes (a drawer closes or another opens, the route or portal changes) the
// notices of every other screen are dropped: they left with their screen (see noticeScreen.ts).
// The stack and its live regions stay mounted while empty, so that screen readers announce a notice
// inserted into them (a live region inserted together with its text is often not read).
import { useSetAtom } from "jotai"
import { useCallback, useEffect } from "react"
import { createPortal } from "react-dom"

import styles from "./AlertOutlet.module.css"
import { type AlertEntry, type AlertId, alertsAtom } from "./alertsAtom.ts"
import { keepForScreen } from "./keepForScreen.ts"
import { TimedAlert } from "./TimedAlert.tsx"
import { useAlerts } from "./useAlerts.ts"
import { useFrontDrawer, useNoticeScreen, useScreenChanging } from "./useNoticeScreen.ts"

export interface AlertOutletProps {
  className?: string
}

export function AlertOutlet({ className }: AlertOutletProps) {
  const { alerts: held, dismiss } = useAlerts()
  const setAlerts = useSetAtom(alertsAtom)
  const screen = useNoticeScreen()
  const drawer = useFrontDrawer()
  const changing = useScreenChanging()
  const slot = drawer?.element ?? null
  const frontDrawer = drawer?.drawer ?? null
  // Those raised by a screen the user has left (an answer that came late) stay out of sight until dropped.
  const alerts = held.filter((alert) => alert.owner === screen)
  useEffect(() => {
    if (!changing) setAlerts((current) => keepForScreen(current, screen, frontDrawer))
  }, [screen, frontDrawer, changing, setAlerts])
  const urgent = alerts.filter((alert) => alert.type === "danger")
  const polite = alerts.filter((alert) => alert.type !== "danger")
  const stack = (
    <div
      data-react-aria-top-layer={slot === null ? "true" : undefined}
      data-placement={slot === null ? "page" : "drawer"}
      data-empty={alerts.length === 0 || undefined}
      className={[styles.outlet, className].filter(Boolean).join(" ")}
    >
      <div aria-live="assertive" aria-relevant="additions text" className={styles.region}>
        <AlertList alerts={urgent} dismiss={dismiss} />
      </div>
      <div aria-live="polite" aria-relevant="additions text" className={styles.region}>
        <AlertList alerts={polite} dismiss={dismiss} />
      </div>
    </div>
  )
  // While a drawer is open the stack sits under its header (pushing its content down, never over
  // it). Otherwise it lives in the top layer directly in <body>: react-aria keeps that reachable while
  // a modal hides the rest of the page, and an outlet inside the page's root would turn inert with it
  // (its Close buttons and links, e.g. 'Edit Page', could not be clicked).
  return createPortal(stack, slot ?? document.body)
}

function AlertList({ alerts, dismiss }: { alerts: ReadonlyArray<AlertEntry>; dismiss: (id: AlertId) => void }) {
  return alerts.map((alert) => <Item key={alert.id} alert={alert} dismiss={dismiss} />)
}

function Item({ alert, dismiss }: { alert: AlertEntry; dismiss: (id: AlertId) => void }) {
  const onDismiss = useCallback(() => dismiss(alert.id), [dismiss, alert.id])
  return <TimedAlert alert={alert} onDismiss={onDismiss} />
}
