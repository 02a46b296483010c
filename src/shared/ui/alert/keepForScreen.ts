// Which notices stay when the screen in front changes: those of that screen, and those handed over to it
// (a notice raised for the next page or for a drawer the caller opens, see AlertOptions.handOver).
import type { AlertEntry } from "./alertsAtom.ts"
import { pageOfScreen, type ScreenToken } from "./noticeScreen.ts"

type Fate = "keep" | "adopt" | "wait" | "drop"

const fateOf = (alert: AlertEntry, screen: ScreenToken, frontDrawer: string | null): Fate => {
  if (alert.owner === screen) return "keep"
  if (alert.handOver === undefined) return "drop"
  const raisedOn = pageOfScreen(alert.owner)
  if (alert.handOver === "page") {
    if (frontDrawer === null && screen !== raisedOn) return "adopt"
    // Its drawer closed on the way out: the page it leaves is still in front for a moment.
    return pageOfScreen(screen) === raisedOn ? "wait" : "drop"
  }
  return alert.handOver === frontDrawer ? "adopt" : "drop"
}

export const keepForScreen = (
  alerts: ReadonlyArray<AlertEntry>,
  screen: ScreenToken,
  frontDrawer: string | null
): ReadonlyArray<AlertEntry> => {
  const fates = alerts.map((alert) => fateOf(alert, screen, frontDrawer))
  if (fates.every((fate) => fate === "keep" || fate === "wait")) return alerts
  return alerts.flatMap((alert, index) => {
    const fate = fates[index]
    if (fate === "adopt") return [{ id: alert.id, type: alert.type, content: alert.content, owner: screen }]
    return fate === "drop" ? [] : [alert]
  })
}
