// The add and edit views' state: the values, the errors shown, and saving. The alert drawer is cleared
// when a save starts (spec 2 section 4); a success alerts and returns to the list, a failure shows the
// server's message as a danger alert (spec 1 section 8), and beside the field a 422 names. An edit sends the
// version it opened; when someone saved the agency meanwhile, the conflict notice offers Reload instead.
import { Exit, Option } from "effect"
import { useState } from "react"

import { agencyKeys } from "@/entities/agency"
import { portalKeys } from "@/entities/portal"
import { userKeys } from "@/entities/user"
import { readAgency } from "@/features/invite-user"
import { type AdminAppointment, type Agency, failureOf, formErrorsOf, useApiAction } from "@/shared/api"
import { useRecordVersion } from "@/shared/lib/record-version"
import { useAlerts } from "@/shared/ui/alert"

import { createAgency, updateAgency } from "../api/agencies.ts"
import { adminInvitedText, adminMadeText, CREATED, UPDATED } from "../config/texts.ts"
import {
  AGENCY_FORM_FIELDS,
  type AgencyFormErrors,
  type AgencyFormValue,
  agencyToForm,
  EMPTY_AGENCY_FORM,
  toCreatePayload,
  toUpdatePayload,
  validateAgencyForm
} from "./agencyForm.ts"

/** The success notice: saved, and what became of the named admin when the save appointed one. */
export const savedNotice = (created: boolean, admin: AdminAppointment | null): string => {
  const saved = created ? CREATED : UPDATED
  if (admin === null) return saved
  return `${saved}. ${admin.outcome === "invited" ? adminInvitedText(admin.email) : adminMadeText(admin.email)}`
}

export interface AgencyFormState {
  readonly value: AgencyFormValue
  readonly errors: AgencyFormErrors
  readonly isSaving: boolean
  readonly change: (next: Partial<AgencyFormValue>) => void
  readonly save: () => void
  /** The server's message after a stale save, until Reload. */
  readonly conflict: string | null
  readonly isReloading: boolean
  /** Reads the agency again: its current values, except the fields changed here since the form opened. */
  readonly reload: () => void
}

/** `agency` null: the add view. */
export function useAgencyForm(agency: Agency | null, onSaved: (saved: Agency) => void): AgencyFormState {
  const [value, setValue] = useState<AgencyFormValue>(() => (agency === null ? EMPTY_AGENCY_FORM : agencyToForm(agency)))
  const [errors, setErrors] = useState<AgencyFormErrors>({})
  // The agency (its name shows on its portals and users); a new one brings its admin user.
  const { isPending, run } = useApiAction({ invalidates: [agencyKeys.all, portalKeys.lists(), userKeys.lists()] })
  const alerts = useAlerts()
  const version = useRecordVersion({ record: agency, toForm: agencyToForm, reread: readAgency(agency?.id ?? 0), value, setValue })

  const change = (next: Partial<AgencyFormValue>) => {
    const merged = { ...value, ...next }
    setValue(merged)
    // Keep showing only the problems that remain.
    if (Object.keys(errors).length > 0) setErrors(validateAgencyForm(merged, agency !== null))
  }

  const save = async () => {
    const found = validateAgencyForm(value, agency !== null)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    alerts.clear()
    const exit = await run(
      agency === null
        ? createAgency(toCreatePayload(value))
        : updateAgency(agency.id, { ...toUpdatePayload(value), lock_version: version.lockVersion })
    )
    if (Exit.isSuccess(exit)) {
      alerts.show({ type: "success", content: savedNotice(agency === null, exit.value.admin) })
      onSaved(exit.value.agency)
      return
    }
    Option.map(failureOf(exit.cause), (error) => {
      if (version.catchStale(error)) return
      // Every field a 422 names is also shown beside it, like the form's own checks.
      if (error.status === 422) setErrors(formErrorsOf(error.fieldErrors, error.serverMessage ?? error.message, AGENCY_FORM_FIELDS))
      alerts.show({ type: "danger", content: error.message })
    })
  }

  return {
    value,
    errors,
    isSaving: isPending,
    change,
    save: () => void save(),
    conflict: version.conflict,
    isReloading: version.isReloading,
    reload: version.reload
  }
}
