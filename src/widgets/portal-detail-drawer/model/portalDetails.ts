// The Portal Details form as data (spec 1 section 5): Name required, Domain optional; the 'Select Domain'
// placeholder is removed before saving, and only name and domain are sent. The body's checks and their
// wording are the contract's (PortalUpdatePayload).
import type { Domain, Portal } from "@/shared/api"

export const PORTAL_UPDATED = "The portal was updated"
export const SELECT_DOMAIN = "Select Domain"

export interface PortalDetailsValue {
  readonly name: string
  /** The chosen domain, or SELECT_DOMAIN for none. */
  readonly domain: string
}

export const detailsOf = (portal: Portal): PortalDetailsValue => ({ name: portal.name, domain: portal.domain ?? SELECT_DOMAIN })

/** The agency admin's body of PUT /portals/{id}: the name trimmed, no domain for the placeholder or a blank. */
export const toPayload = (value: PortalDetailsValue) => ({
  name: value.name.trim(),
  domain: value.domain === SELECT_DOMAIN || value.domain.trim() === "" ? null : value.domain
})

/** The placeholder first, then the CRM's domains; the portal's own domain stays choosable even if the CRM lost it. */
export const domainOptions = (domains: ReadonlyArray<Domain>, current: string | null) => {
  const names = domains.map((domain) => domain.domain)
  if (current !== null && current !== "" && !names.includes(current)) names.unshift(current)
  return [SELECT_DOMAIN, ...names].map((name) => ({ id: name, label: name }))
}
