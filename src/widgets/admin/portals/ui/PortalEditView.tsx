// The edit view: loads the portal by id and the agencies, then saves the admin payload. Success returns
// to the list (which reloads) with 'The portal was updated'; a failure shows the server's message, and a
// stale save the conflict notice with Reload (usePortalEditForm).
import { Effect, Option } from "effect"

import { portalKeys } from "@/entities/portal"
import { type AgencyRef, apiQueryOptions, type Portal, useApiQuery } from "@/shared/api"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { ListError, ListLoading } from "@/shared/ui/list-panel"

import { listAgencyOptions, readAdminPortal } from "../api/adminPortals.ts"
import { usePortalEditForm } from "../model/usePortalEditForm.ts"
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
  const { form, isSaving, version } = usePortalEditForm(portal, onDone)
  return (
    <PortalEditForm
      portal={portal}
      agencies={agencies}
      form={form}
      onCancel={onDone}
      isSaving={isSaving}
      notice={<ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />}
    />
  )
}
