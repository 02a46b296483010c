// The admin portal edit form as data (spec 1 section 5): Name, Agency, Custom Installation, Hub URL and
// Portal Plan required, Hub ID read-only, Domain optional; Custom Installation cannot change from 'sr'.
// The values are keyed as the body's fields, so the contract's messages (and a 422's) land beside them.
import { Schema } from "effect"

import { DEFAULT_INSTALLATION_FOLDER, type Portal, type PortalPlan, PortalUpdatePayload, requiredMessage, typedNumber } from "@/shared/api"
import type { FormFaults } from "@/shared/ui/form"

export interface PortalFormValue {
  readonly name: string
  /** The agency id as the Agency select holds it; '' when the portal has none. */
  readonly agency_id: string
  readonly custom_installation: string
  readonly hub_url: string
  readonly domain: string
  readonly plan: PortalPlan | ""
}

export const PORTAL_PLANS: ReadonlyArray<{ readonly id: PortalPlan; readonly label: string }> = [
  { id: "free", label: "Free" },
  { id: "core", label: "Core" },
  { id: "stack", label: "Stack" },
  { id: "pro", label: "PRO" }
]

export const formValueOf = (portal: Portal): PortalFormValue => ({
  name: portal.name,
  agency_id: portal.agency === null ? "" : String(portal.agency.id),
  custom_installation: portal.custom_installation,
  hub_url: portal.hub_url,
  domain: portal.domain ?? "",
  plan: portal.plan
})

/** The folder stays 'sr' once it is 'sr' (spec 1 section 5). */
export const folderLocked = (portal: Portal) => portal.custom_installation === DEFAULT_INSTALLATION_FOLDER

/** Why the field is disabled, and the way to another folder: a new setup into a folder the user names. */
export const FOLDER_LOCKED_HINT =
  "The default folder 'sr' is not renamed here. To install into another folder, use Delete SR, then set the portal up again in a custom folder."

/** The admin's body of PUT /portals/{id} (the contract judges it): every field, the hub id unchanged, texts trimmed. */
export const portalBody = (portal: Portal, value: PortalFormValue) => ({
  name: value.name.trim(),
  custom_installation: value.custom_installation.trim(),
  hub_id: portal.hub_id,
  hub_url: value.hub_url.trim(),
  domain: value.domain.trim() === "" ? null : value.domain.trim(),
  plan: value.plan === "" ? undefined : value.plan,
  agency_id: typedNumber(value.agency_id)
})

/**
 * The contract lets an admin leave the agency and the plan out (the server then keeps them), but this form
 * always sends both, so it asks for them (spec 1 section 5), in the server's words.
 */
export const portalFormFaults = (value: PortalFormValue): FormFaults<PortalFormValue> => ({
  ...(value.agency_id === "" ? { agency_id: requiredMessage("agency_id") } : {}),
  ...(value.plan === "" ? { plan: requiredMessage("plan") } : {})
})

/** The payload of values the form's checks passed, at the version the form opened. */
export const toAdminPayload = (portal: Portal, value: PortalFormValue, lockVersion?: number): PortalUpdatePayload =>
  Schema.decodeUnknownSync(PortalUpdatePayload)({ ...portalBody(portal, value), lock_version: lockVersion })
