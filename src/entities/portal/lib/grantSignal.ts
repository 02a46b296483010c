// Tells the other tabs of this browser that a portal's CRM grant was renewed. The Reauth modal waits in
// the tab that opened the CRM sign-in while the callback lands in the new tab; the realtime event may
// never arrive (a blocked socket), but both tabs share the browser, so the callback says so directly.
const CHANNEL = "portal-builder:crm-grant"

export const announceGrant = (portalId: number): void => {
  if (typeof BroadcastChannel === "undefined") return
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage({ portal_id: portalId })
  channel.close()
}

/** Calls `listener` with the portal of each grant announced by another tab; answers the unsubscribe. */
export const listenForGrant = (listener: (portalId: number) => void): (() => void) => {
  if (typeof BroadcastChannel === "undefined") return () => undefined
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent) => {
    const portalId = (event.data as { portal_id?: unknown } | null)?.portal_id
    if (typeof portalId === "number") listener(portalId)
  }
  return () => channel.close()
}
