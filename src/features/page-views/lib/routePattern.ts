// What a page view reports: the matched route's pattern ("/portals-main/$id"), never the address itself,
// so no id, query (OAuth codes, emails) or fragment leaves the browser.

const ROUTE_PATH = /^\/[A-Za-z0-9\-._~/$]*$/
const MAX_LENGTH = 200

export interface RouteMatchLike {
  readonly routeId: string
  readonly fullPath: string
}

/** The leaf match's pattern, or null when nothing but the root matched (the not-found page). */
export function routePattern(matches: ReadonlyArray<RouteMatchLike>): string | null {
  const leaf = matches[matches.length - 1]
  if (leaf === undefined || leaf.routeId === "__root__") return null
  const trimmed = leaf.fullPath.length > 1 ? leaf.fullPath.replace(/\/+$/, "") : leaf.fullPath
  const path = trimmed === "" ? "/" : trimmed
  return ROUTE_PATH.test(path) && path.length <= MAX_LENGTH ? path : null
}

export interface PrivacySignals {
  readonly doNotTrack?: string | null
  readonly globalPrivacyControl?: boolean
}

/** Do Not Track ("1") or Global Privacy Control: the browser asks not to be tracked, so nothing is sent. */
export function trackingRefused(signals: PrivacySignals): boolean {
  return signals.doNotTrack === "1" || signals.globalPrivacyControl === true
}
