// The add and edit views' state: the values, the errors shown, and saving. The alert drawer is cleared
// when a save starts (spec 2 section 4); a success alerts and returns to the list, a failure shows the
// server's message as a danger alert (spec 1 section 8), and beside the field a 422 names.
import { Exit, Option } from "effect"
import { useState } from "react"
import { type AdminAppointment, type Agency, failureOf, formErrorsOf, useApiAction } from "@/shared/api"
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
}

/** `agency` null: the add view. */
export function useAgencyForm(agency: Agency | null, onSaved: () => void): AgencyFormState {
  const [value, setValue] = useState<AgencyFormValue>(() => (agency === null ? EMPTY_AGENCY_FORM : agencyToForm(agency)))
  const [errors, setErrors] = useState<AgencyFormErrors>({})
  const { isPending, run } = useApiAction()
  const alerts = useAlerts()

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
    const exit = await run(agency === null ? createAgency(toCreatePayload(value)) : updateAgency(agency.id, toUpdatePayload(value)))
    if (Exit.isSuccess(exit)) {
      alerts.show({ type: "success", content: savedNotice(agency === null, exit.value.admin) })
      onSaved()
      return
    }
    Option.map(failureOf(exit.cause), (error) => {
      // Every field a 422 names is also shown beside it, like the form's own checks.
      if (error.status === 422) setErrors(formErrorsOf(error.fieldErrors, error.serverMessage ?? error.message, AGENCY_FORM_FIELDS))
      alerts.show({ type: "danger", content: error.message })
    })
  }

  return { value, errors, isSaving: isPending, change, save: () => void save() }
}
