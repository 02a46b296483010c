// The add and edit views' form and saving. The alert drawer is cleared when a save starts (spec 2 section
// 4); a success alerts and returns to the list, a failure shows the server's message as a danger alert
// (spec 1 section 8), and beside the fields a 422 names. An edit sends the version it opened; when someone
// saved the agency meanwhile, the conflict notice offers Reload instead.
import { Exit, Option } from "effect"

import { agencyKeys } from "@/entities/agency"
import { portalKeys } from "@/entities/portal"
import { userKeys } from "@/entities/user"
import { readAgency } from "@/features/invite-user"
import { type AdminAppointment, type Agency, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { showServerFaults, useContractForm, useFormRecordVersion } from "@/shared/ui/form"

import { createAgency, updateAgency } from "../api/agencies.ts"
import { adminInvitedText, adminMadeText, CREATED, UPDATED } from "../config/texts.ts"
import {
  agencyBody,
  type AgencyFormValue,
  agencySchema,
  agencyToForm,
  EMPTY_AGENCY_FORM,
  toCreatePayload,
  toUpdatePayload
} from "./agencyForm.ts"

/** The success notice: saved, and what became of the named admin when the save appointed one. */
export const savedNotice = (created: boolean, admin: AdminAppointment | null): string => {
  const saved = created ? CREATED : UPDATED
  if (admin === null) return saved
  return `${saved}. ${admin.outcome === "invited" ? adminInvitedText(admin.email) : adminMadeText(admin.email)}`
}

/** `agency` null: the add view. */
export function useAgencyForm(agency: Agency | null, onSaved: (saved: Agency) => void) {
  const isEdit = agency !== null
  // The agency (its name shows on its portals and users); a new one brings its admin user.
  const { isPending, run } = useApiAction({ invalidates: [agencyKeys.all, portalKeys.lists(), userKeys.lists()] })
  const alerts = useAlerts()
  const form = useContractForm<AgencyFormValue>({
    defaultValues: agency === null ? EMPTY_AGENCY_FORM : agencyToForm(agency),
    schema: agencySchema(isEdit),
    toBody: (values) => agencyBody(values, isEdit),
    onSubmit: async (values, formApi) => {
      alerts.clear()
      const exit = await run(
        agency === null ? createAgency(toCreatePayload(values)) : updateAgency(agency.id, toUpdatePayload(values, version.lockVersion))
      )
      if (Exit.isSuccess(exit)) {
        alerts.show({ type: "success", content: savedNotice(agency === null, exit.value.admin) })
        onSaved(exit.value.agency)
        return
      }
      Option.map(failureOf(exit.cause), (error) => {
        if (version.catchStale(error)) return
        // Every field a 422 names is also shown beside it, like the form's own checks.
        if (error.status === 422) showServerFaults(formApi, error)
        alerts.show({ type: "danger", content: error.message })
      })
    }
  })
  const version = useFormRecordVersion(form, {
    record: agency,
    toForm: agencyToForm,
    reread: readAgency(agency?.id ?? 0)
  })

  return { form, isSaving: isPending, conflict: version.conflict, isReloading: version.isReloading, reload: version.reload }
}

export type AgencyFormApi = ReturnType<typeof useAgencyForm>["form"]
