// The admin portal edit form as data (spec 1 section 5): Name, Agency, Custom Installation, Hub URL and
// Portal Plan required, Hub ID read-only, Domain optional; Custom Installation cannot change from 'sr'.
import { DEFAULT_INSTALLATION_FOLDER, type Portal, type PortalPlan } from "@/shared/api"
import { requiredMessage } from "@/shared/lib/validation"

import type { AdminPortalPayload } from "../api/adminPortals.ts"

export interface PortalFormValue {
  readonly name: string
  /** The agency id as text; '' when the portal has none. */
  readonly agencyId: string
  readonly customInstallation: string
  readonly hubUrl: string
  readonly domain: string
  readonly plan: PortalPlan | ""
}

export type PortalFormField = "name" | "agencyId" | "customInstallation" | "hubUrl" | "plan"
export type PortalFormErrors = Partial<Record<PortalFormField, string>>

export const PORTAL_PLANS: ReadonlyArray<{ readonly id: PortalPlan; readonly label: string }> = [
  { id: "free", label: "Free" },
  { id: "core", label: "Core" },
  { id: "stack", label: "Stack" },
  { id: "pro", label: "PRO" }
]

export const formValueOf = (portal: Portal): PortalFormValue => ({
  name: portal.name,
  agencyId: portal.agency === null ? "" : String(portal.agency.id),
  customInstallation: portal.custom_installation,
  hubUrl: portal.hub_url,
  domain: portal.domain ?? "",
  plan: portal.plan
})

/** The folder stays 'sr' once it is 'sr' (spec 1 section 5). */
export const folderLocked = (portal: Portal) => portal.custom_installation === DEFAULT_INSTALLATION_FOLDER

/** Why the field is disabled, and the way to another folder: a new setup into a folder the user names. */
export const FOLDER_LOCKED_HINT =
  "The default folder 'sr' is not renamed here. To install into another folder, use Delete SR, then set the portal up again in a custom folder."

/** The body field each input fills, as the server's "The … field is required." names it. */
const LABELS: Record<PortalFormField, string> = {
  name: "name",
  agencyId: "agency_id",
  customInstallation: "custom installation",
  hubUrl: "hub url",
  plan: "plan"
}

export const validatePortalForm = (value: PortalFormValue): PortalFormErrors => {
  const errors: { -readonly [K in PortalFormField]?: string } = {}
  const filled: Record<PortalFormField, string> = {
    name: value.name,
    agencyId: value.agencyId,
    customInstallation: value.customInstallation,
    hubUrl: value.hubUrl,
    plan: value.plan
  }
  for (const field of Object.keys(filled) as Array<PortalFormField>) {
    if (filled[field].trim() === "") errors[field] = requiredMessage(LABELS[field])
  }
  return errors
}

/** The admin payload of PUT /portals/{id}: every field, the hub id unchanged. */
export const toAdminPayload = (portal: Portal, value: PortalFormValue): AdminPortalPayload => ({
  name: value.name.trim(),
  custom_installation: value.customInstallation.trim(),
  hub_id: portal.hub_id,
  hub_url: value.hubUrl.trim(),
  domain: value.domain.trim() === "" ? null : value.domain.trim(),
  plan: value.plan as PortalPlan,
  agency_id: Number(value.agencyId)
})
