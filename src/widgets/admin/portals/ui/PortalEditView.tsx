// The edit view: loads the portal by id and the agencies, then saves the admin payload. Success returns
// to the list (which reloads) with 'The portal was updated'; a failure shows the server's message, and a
// stale save the conflict notice with Reload.
import { Effect, Exit, Option } from "effect"
import { useState } from "react"

import { portalKeys } from "@/entities/portal"
import { type AgencyRef, apiQueryOptions, failureOf, type Portal, useApiAction, useApiQuery } from "@/shared/api"
import { useRecordVersion } from "@/shared/lib/record-version"
import { useAlerts } from "@/shared/ui/alert"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { ListError, ListLoading } from "@/shared/ui/list-panel"

import { listAgencyOptions, readAdminPortal, updateAdminPortal } from "../api/adminPortals.ts"
import { PORTAL_UPDATED } from "../config/texts.ts"
import { formValueOf, type PortalFormErrors, type PortalFormValue, toAdminPayload, validatePortalForm } from "../model/portalForm.ts"
import { PortalEditForm } from "./PortalEditForm.tsx"

export interface PortalEditViewProps {
  portalId: number
  onDone: () => void
}

/** Without the agency list (a failure) the form still offers the portal's own agency. */
const agencyChoices = (portal: Portal, listed: ReadonlyArray<AgencyRef> | null): ReadonlyArray<AgencyRef> => {
  const agencies = listed ?? []
  return portal.agency !== null && !agencies.some((agency) => agency.id === portal.agency!.id) ? [portal.agency, ...agencies] : agencies
}

export function PortalEditView({ portalId, onDone }: PortalEditViewProps) {
  const loaded = useApiQuery(
    apiQueryOptions(portalKeys.adminEdit(portalId), Effect.all([readAdminPortal(portalId), Effect.option(listAgencyOptions)])),
    { fresh: true }
  )
  if (loaded.status === "loading") return <ListLoading label="Loading the portal…" />
  if (loaded.status === "failure")
    return <ListError title="The portal could not be loaded." message={loaded.error.message} onRetry={loaded.reload} />
  const [portal, agencies] = loaded.data
  return <PortalEditor portal={portal} agencies={agencyChoices(portal, Option.getOrNull(agencies))} onDone={onDone} />
}

function PortalEditor({ portal, agencies, onDone }: { portal: Portal; agencies: ReadonlyArray<AgencyRef>; onDone: () => void }) {
  const action = useApiAction({ invalidates: [portalKeys.record(portal.id), portalKeys.lists()] })
  const alerts = useAlerts()
  const [value, setValue] = useState<PortalFormValue>(() => formValueOf(portal))
  const [errors, setErrors] = useState<PortalFormErrors>({})
  const version = useRecordVersion({ record: portal, toForm: formValueOf, reread: readAdminPortal(portal.id), value, setValue })

  const save = async () => {
    const found = validatePortalForm(value)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    // Spec 2 section 4: the alerts are closed at the start of each save.
    alerts.clear()
    const exit = await action.run(updateAdminPortal(portal.id, { ...toAdminPayload(portal, value), lock_version: version.lockVersion }))
    if (Exit.isFailure(exit)) {
      Option.map(
        failureOf(exit.cause),
        (error) => version.catchStale(error) || alerts.show({ type: "danger", content: error.serverMessage ?? error.message })
      )
      return
    }
    alerts.show({ type: "success", content: PORTAL_UPDATED })
    onDone()
  }

  return (
    <PortalEditForm
      portal={portal}
      agencies={agencies}
      value={value}
      errors={errors}
      onChange={setValue}
      onSave={() => void save()}
      onCancel={onDone}
      isSaving={action.isPending}
      notice={<ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />}
    />
  )
}
