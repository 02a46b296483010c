// The Portal Details form and its saving with PUT /portals/{id}: 'The portal was updated' shows and the
// portal's keys are invalidated, so the open portal (and every list showing it) is read again. A failure
// shows a danger alert with the server's message (and beside the field a 422 names); a stale save (someone
// saved the portal after the form opened) the conflict notice with Reload.
import { Exit, Option } from "effect"

import { portalKeys, readPortal } from "@/entities/portal"
import { failureOf, type Portal, PortalUpdatePayload, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { showServerFaults, useContractForm, useFormRecordVersion } from "@/shared/ui/form"

import { savePortalDetails } from "../api/portalDetails.ts"
import { detailsOf, PORTAL_UPDATED, type PortalDetailsValue, toPayload } from "./portalDetails.ts"

export function usePortalDetailsForm(portal: Portal) {
  const action = useApiAction({ invalidates: [portalKeys.record(portal.id), portalKeys.lists()] })
  const alerts = useAlerts()
  const form = useContractForm<PortalDetailsValue>({
    defaultValues: detailsOf(portal),
    schema: PortalUpdatePayload,
    toBody: toPayload,
    onSubmit: async (values, formApi) => {
      // Spec 2 section 4: the alerts are closed at the start of each save.
      alerts.clear()
      const exit = await action.run(savePortalDetails(portal.id, { ...toPayload(values), lock_version: version.lockVersion }))
      if (Exit.isFailure(exit)) {
        Option.map(failureOf(exit.cause), (error) => {
          if (version.catchStale(error)) return
          if (error.status === 422) showServerFaults(formApi, error)
          alerts.show({ type: "danger", content: error.serverMessage ?? error.message })
        })
        return
      }
      version.saved(exit.value)
      alerts.show({ type: "success", content: PORTAL_UPDATED })
    }
  })
  const version = useFormRecordVersion(form, {
    record: portal,
    toForm: detailsOf,
    reread: readPortal("member", portal.id)
  })

  return { form, isSaving: action.isPending, version }
}

export type PortalDetailsFormApi = ReturnType<typeof usePortalDetailsForm>["form"]
