// Portal Details for agency admins (spec 1 section 5, user menu 'Portal Details' on an open portal): the
// portal's name and domain, saved by usePortalDetailsForm, beside its read-only agency, folder, hub id and plan.
import { useAtomValue } from "jotai"

import { type Portal, portalKeys, useOpenPortal } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { apiQueryOptions, useApiQuery } from "@/shared/api"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { Drawer } from "@/shared/ui/drawer"
import { ListEmpty } from "@/shared/ui/list-panel"

import { listDomains } from "../api/portalDetails.ts"
import { usePortalDetailsForm } from "../model/usePortalDetailsForm.ts"
import { PortalDetailForm } from "./PortalDetailForm.tsx"

export function PortalDetailDrawer() {
  return (
    <Drawer name="portal-detail" title="Portal Details" width={520}>
      <PortalDetailBody />
    </Drawer>
  )
}

function PortalDetailBody() {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  if (portal === null) return <ListEmpty>Open a portal to see its details.</ListEmpty>
  return <PortalDetailEditor key={portal.id} portal={portal} />
}

function PortalDetailEditor({ portal }: { portal: Portal }) {
  const domains = useApiQuery(apiQueryOptions(portalKeys.domains(portal.id), listDomains(portal.id)))
  const { form, isSaving, version } = usePortalDetailsForm(portal)

  return (
    <PortalDetailForm
      portal={portal}
      form={form}
      domains={domains}
      onRetryDomains={domains.reload}
      isSaving={isSaving}
      notice={<ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />}
    />
  )
}
