// Portal Details for agency admins (spec 1 section 5, user menu 'Portal Details' on an open portal):
// saves name and domain with PUT /portals/{id}, shows 'The portal was updated' and invalidates the
// portal's keys, so the open portal (and every list showing it) is read again. A failure shows a danger alert with the server's message; a stale save
// (someone saved the portal after the form opened) the conflict notice with Reload.
import { Exit, Option } from "effect"
import { useAtomValue } from "jotai"
import { useState } from "react"

import { type Portal, portalKeys, readPortal, useOpenPortal } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { apiQueryOptions, failureOf, useApiAction, useApiQuery } from "@/shared/api"
import { useRecordVersion } from "@/shared/lib/record-version"
import { useAlerts } from "@/shared/ui/alert"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { Drawer } from "@/shared/ui/drawer"
import { ListEmpty } from "@/shared/ui/list-panel"

import { listDomains, savePortalDetails } from "../api/portalDetails.ts"
import { PORTAL_UPDATED, type PortalDetailsValue, SELECT_DOMAIN, toPayload, validatePortalDetails } from "../model/portalDetails.ts"
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

const detailsOf = (portal: Portal): PortalDetailsValue => ({ name: portal.name, domain: portal.domain ?? SELECT_DOMAIN })

function PortalDetailEditor({ portal }: { portal: Portal }) {
  const action = useApiAction({ invalidates: [portalKeys.record(portal.id), portalKeys.lists()] })
  const alerts = useAlerts()
  const domains = useApiQuery(apiQueryOptions(portalKeys.domains(portal.id), listDomains(portal.id)))
  const [value, setValue] = useState<PortalDetailsValue>(() => detailsOf(portal))
  const version = useRecordVersion({ record: portal, toForm: detailsOf, reread: readPortal("member", portal.id), value, setValue })
  const [errors, setErrors] = useState<{ readonly name?: string }>({})

  const save = async () => {
    const found = validatePortalDetails(value)
    setErrors(found)
    if (found.name !== undefined) return
    // Spec 2 section 4: the alerts are closed at the start of each save.
    alerts.clear()
    const exit = await action.run(savePortalDetails(portal.id, { ...toPayload(value), lock_version: version.lockVersion }))
    if (Exit.isFailure(exit)) {
      Option.map(
        failureOf(exit.cause),
        (error) => version.catchStale(error) || alerts.show({ type: "danger", content: error.serverMessage ?? error.message })
      )
      return
    }
    version.saved(exit.value)
    alerts.show({ type: "success", content: PORTAL_UPDATED })
  }

  return (
    <PortalDetailForm
      portal={portal}
      value={value}
      errors={errors}
      domains={domains}
      onRetryDomains={domains.reload}
      onChange={setValue}
      onSave={() => void save()}
      isSaving={action.isPending}
      notice={<ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />}
    />
  )
}
