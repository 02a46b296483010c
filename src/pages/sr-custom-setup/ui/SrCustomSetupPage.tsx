// /sr-custom-setup?portal={id} (spec 1 section 2): the setup into a folder the user names, once the
// CRM design manager says it is free.
import { useNavigate } from "@tanstack/react-router"

import { AlreadySetUp, CustomFolderForm, installerHref, setupTitle, useSetupPortal } from "@/features/setup-portal"
import { srSetupHref } from "@/shared/config"
import { Alert } from "@/shared/ui/alert"
import { CardPage } from "@/shared/ui/card-page"
import { Spinner } from "@/shared/ui/spinner"

export const CUSTOM_INTRO = "Name the folder of the CRM design manager the theme and starter pages go into."

/** `initialName`: the portal name typed on /sr-setup, when the user changed it there. */
export function SrCustomSetupPage({ portalId, initialName }: { portalId: number; initialName?: string | undefined }) {
  const navigate = useNavigate()
  const portal = useSetupPortal(portalId)
  return (
    <CardPage title={setupTitle(portal)} intro={CUSTOM_INTRO}>
      {portal.status === "loading" ? <Spinner label="Loading portal…" /> : null}
      {portal.status === "failure" ? <Alert type="danger">{portal.error.serverMessage ?? portal.error.message}</Alert> : null}
      {portal.status === "success" && portal.data.portal_setup_status ? <AlreadySetUp portalId={portalId} /> : null}
      {portal.status === "success" && !portal.data.portal_setup_status ? (
        <CustomFolderForm
          portalId={portalId}
          portalName={portal.data.name}
          initialName={initialName}
          onStarted={(batchId, folder) => void navigate({ href: installerHref(portalId, batchId, folder) })}
          onBack={() => void navigate({ href: srSetupHref(portalId) })}
        />
      ) : null}
    </CardPage>
  )
}
