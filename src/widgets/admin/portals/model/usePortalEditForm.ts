// The edit form of one portal and its saving. Success returns to the list (which reloads) with 'The portal
// was updated'; a failure shows the server's message (and beside the field a 422 names), and a stale save
// the conflict notice with Reload.
import { Exit, Option } from "effect"

import { portalKeys } from "@/entities/portal"
import { failureOf, type Portal, PortalUpdatePayload, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { showServerFaults, useContractForm, useFormRecordVersion } from "@/shared/ui/form"

import { readAdminPortal, updateAdminPortal } from "../api/adminPortals.ts"
import { PORTAL_UPDATED } from "../config/texts.ts"
import { formValueOf, portalBody, portalFormFaults, type PortalFormValue, toAdminPayload } from "./portalForm.ts"

export function usePortalEditForm(portal: Portal, onDone: () => void) {
  const action = useApiAction({ invalidates: [portalKeys.record(portal.id), portalKeys.lists()] })
  const alerts = useAlerts()
  const form = useContractForm<PortalFormValue>({
    defaultValues: formValueOf(portal),
    schema: PortalUpdatePayload,
    toBody: (values) => portalBody(portal, values),
    check: portalFormFaults,
    onSubmit: async (values, formApi) => {
      // Spec 2 section 4: the alerts are closed at the start of each save.
      alerts.clear()
      const exit = await action.run(updateAdminPortal(portal.id, toAdminPayload(portal, values, version.lockVersion)))
      if (Exit.isFailure(exit)) {
        Option.map(failureOf(exit.cause), (error) => {
          if (version.catchStale(error)) return
          if (error.status === 422) showServerFaults(formApi, error)
          alerts.show({ type: "danger", content: error.serverMessage ?? error.message })
        })
        return
      }
      alerts.show({ type: "success", content: PORTAL_UPDATED })
      onDone()
    }
  })
  const version = useFormRecordVersion(form, {
    record: portal,
    toForm: formValueOf,
    reread: readAdminPortal(portal.id)
  })

  return { form, isSaving: action.isPending, version }
}

export type PortalEditFormApi = ReturnType<typeof usePortalEditForm>["form"]
